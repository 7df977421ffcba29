import { configureApiClient } from '../../lib/api/apiClient';
import { getClientConfig, getSystemStatus } from '../../lib/api/systemApi';
import { startErrorReporting } from '../../lib/errors/errorReporting';

/** What the landing's services report to the light entry. */
export interface LandingServicesOptions {
  /** The system status (or any API answer) says maintenance: the full app shows its page and polls until it ends. */
  onMaintenance: () => void;
}

/**
 * What the full app does on the landing besides drawing it, loaded after the landing has drawn (the API client and
 * the contracts' schemas are most of its weight): error reporting with the client config's channel, and the system
 * status on load and whenever the tab becomes visible again. Returns the function that stops them, for the handover.
 */
export function startLandingServices({ onMaintenance }: LandingServicesOptions): () => void {
  configureApiClient({ onMaintenance });
  const stopReporting = startErrorReporting({ loadConfig: () => getClientConfig() });
  const controller = new AbortController();
  const checkStatus = () =>
    getSystemStatus(controller.signal).then(
      (status) => {
        if (status.maintenance) onMaintenance();
      },
      // As in the app: a failed status check changes nothing; the next one (tab visible again) may answer.
      () => undefined,
    );
  void checkStatus();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkStatus();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    controller.abort();
    stopReporting();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
