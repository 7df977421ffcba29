import './app/landing-entry/landingStyles';
import { createRoot } from 'react-dom/client';
import { isLightLandingVisit } from './app/landing-entry/landingVisit';
import { startLightLanding } from './app/landing-entry/startLightLanding';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');
const root = createRoot(rootElement);

// A guest's landing draws from this entry's own code (budget: bench/bundle/landing-budget.ts); every other visit
// downloads the full app first.
if (isLightLandingVisit(window.location)) startLightLanding(root);
else void import('./app/boot/bootFullApp').then(({ bootFullApp }) => bootFullApp(root));
