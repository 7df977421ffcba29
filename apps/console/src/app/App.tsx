import { UiProvider } from '@photostudy/ui';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ConsoleSessionProvider } from '../lib/session';
import { router } from './router';

/** The console: theme, translations, the expert's session, the routes. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <UiProvider>
      <I18nextProvider i18n={i18n}>
        <ConsoleSessionProvider>
          <RouterProvider router={router} />
        </ConsoleSessionProvider>
      </I18nextProvider>
    </UiProvider>
  );
}
