import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createTestRouter } from '../app/router/router';
import { connectApiClient, makeStore, type RootState } from '../app/store/store';
import { createI18n } from '../lib/i18n';
import type { LanguageCode } from '@photostudy/contracts';
import { createMemoryRouter } from 'react-router';

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  path?: string;
  state?: Partial<RootState>;
  language?: LanguageCode;
}

/** Renders the whole app (providers and route tables) at a path, with a fresh store and i18n. */
export function renderApp({ path = '/', state, language = 'en' }: RenderAppOptions = {}) {
  const store = makeStore(state);
  connectApiClient(store);
  const i18n = createI18n(language);
  const router = createTestRouter([path]);
  const utils = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, store, i18n, router };
}

/** Renders one component inside the providers and a memory router. */
export function renderWithProviders(element: ReactElement, { path = '/', state, language = 'en' }: RenderAppOptions = {}) {
  const store = makeStore(state);
  const i18n = createI18n(language);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const utils = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, store, i18n, router };
}
