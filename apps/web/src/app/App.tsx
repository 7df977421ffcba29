import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createAppRouter, type AppRouter } from './router/router';
import type { AppStore } from './store/store';

/** Props of {@link App}. */
export interface AppProps {
  store: AppStore;
  i18n: I18n;
  /** A router made beforehand (the boot may navigate before the first render); a browser router by default. */
  router?: AppRouter;
}

/** The student web app: providers around the router. */
export function App({ store, i18n, router: givenRouter }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  return (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
