import { UiProvider } from '@photostudy/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from './store/store';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/** Redux, translations and the UI kit, in that order (the UI reads both). */
export function AppProviders({ store, i18n, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>{children}</UiProvider>
      </I18nextProvider>
    </Provider>
  );
}
