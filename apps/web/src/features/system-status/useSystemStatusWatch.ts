import { MAINTENANCE_POLL_INTERVAL_MS } from '@photostudy/contracts';
import { useEffect, useRef } from 'react';
import { fetchClientConfig, fetchSystemStatus, useAppDispatch, useAppSelector } from '../../lib/store';

/**
 * Fetches the system status and client config on load, again when the tab becomes visible, and polls
 * the status every MAINTENANCE_POLL_INTERVAL_MS while maintenance is on, until it is off.
 */
export function useSystemStatusWatch(): void {
  const dispatch = useAppDispatch();
  const isMaintenance = useAppSelector((state) => state.system.maintenance);

  useEffect(() => {
    const statusRequest = dispatch(fetchSystemStatus());
    const configRequest = dispatch(fetchClientConfig());
    const onVisible = () => {
      if (document.visibilityState === 'visible') void dispatch(fetchSystemStatus());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      statusRequest.abort();
      configRequest.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dispatch]);

  // Calls made during maintenance failed; refresh the config once the system is back.
  const wasMaintenanceRef = useRef(isMaintenance);
  useEffect(() => {
    if (wasMaintenanceRef.current && !isMaintenance) void dispatch(fetchClientConfig());
    wasMaintenanceRef.current = isMaintenance;
  }, [dispatch, isMaintenance]);

  useEffect(() => {
    if (!isMaintenance) return undefined;
    const timer = setInterval(() => void dispatch(fetchSystemStatus()), MAINTENANCE_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [dispatch, isMaintenance]);
}
