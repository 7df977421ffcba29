import { UiProvider } from '@photostudy/ui';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ConsoleErrorBoundary } from '../lib/errors/ErrorBoundary';
import { reportRenderError } from '../lib/errors/errorReporting';
import { ConsoleSessionProvider } from '../lib/session';
import { router } from './router';

/** The console: theme, translations, the expert's session, the routes; render errors are reported and shown a fallback. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <UiProvider>
      <I18nextProvider i18n={i18n}>
        <ConsoleErrorBoundary>
          <ConsoleSessionProvider>
            {/* The routes' own error boundaries catch render errors below them; onError reports each one once. */}
            <RouterProvider router={router} onError={(error, info) => reportRenderError(error, info.errorInfo?.componentStack)} />
          </ConsoleSessionProvider>
        </ConsoleErrorBoundary>
      </I18nextProvider>
    </UiProvider>
  );
}
