import '@photostudy/ui/styles';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startErrorReporting } from './lib/errors/errorReporting';
import { createI18n } from './lib/i18n';

// First, so that errors of the start itself are heard (they wait for the client config to know where to go).
startErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App i18n={createI18n()} />
  </StrictMode>,
);
