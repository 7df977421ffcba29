import '@photostudy/ui/styles';
import '../../styles/global.css';
import '../i18n/localeNamespaces';
import { showToast } from '@photostudy/ui';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { startErrorReporting, waitForClientConfig } from '../../lib/errors';
import { createI18n } from '../../lib/i18n';
import { socialEntryTarget, type AuthEntryTarget, type AuthMode } from '../../lib/navigation/authEntryTargets';
import { App } from '../App';
import { createAppRouter } from '../router/router';
import { connectApiClient, makeStore } from '../store/store';

/** What the light landing asked for when it handed over: a screen to open, or the social sign-on to start. */
export type LandingHandoff = { kind: 'navigate'; target: AuthEntryTarget } | { kind: 'social'; mode: AuthMode };

/**
 * The whole student app (store, API client, error reporting, every text, router, Mantine's styles) in a root: at once
 * for any visit the light landing does not draw, or when the landing hands over (see app/landing-entry), then doing
 * what the visitor asked for there, as the landing's own `useAuthEntry` would have.
 */
export async function bootFullApp(root: Root, handoff?: LandingHandoff): Promise<void> {
  const store = makeStore();
  connectApiClient(store);
  // Before the first render: window errors are heard (and queued) until the client config picks Sentry or the API.
  startErrorReporting({ loadConfig: () => waitForClientConfig(store) });
  const i18n = createI18n();
  const router = createAppRouter();
  // Navigating before the first render draws the asked-for screen at once, with the landing one step back in history.
  if (handoff?.kind === 'navigate') await router.navigate(handoff.target.to, { state: handoff.target.state });
  root.render(
    <StrictMode>
      <App store={store} i18n={i18n} router={router} />
    </StrictMode>,
  );
  if (handoff?.kind !== 'social') return;
  // The social provider is offered only when the server configured it, which the client config (loaded on start) says.
  const socialProviders = await waitForClientConfig(store).then(
    (config) => config.socialProviders,
    () => [],
  );
  const target = socialEntryTarget(socialProviders, handoff.mode);
  if (target) await router.navigate(target.to, { state: target.state });
  else showToast({ kind: 'info', message: i18n.t('authCard.socialUnavailable') });
}
