import '@photostudy/ui/styles';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/i18n/localeNamespaces';
import { connectApiClient, makeStore } from './app/store/store';
import { startErrorReporting, waitForClientConfig } from './lib/errors';
import { createI18n } from './lib/i18n';

const store = makeStore();
connectApiClient(store);
// Once, before the first render: window errors are heard (and queued) until the client config picks Sentry or the API.
startErrorReporting({ loadConfig: () => waitForClientConfig(store) });
const i18n = createI18n();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App store={store} i18n={i18n} />
  </StrictMode>,
);
