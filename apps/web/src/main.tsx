import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initCountry } from './lib/country.ts';
import { initConsent } from './lib/consent.ts';
import { startTagManager } from './lib/tag-manager.ts';
import { App } from './app/App.tsx';
import './styles/global.css';

initCountry();
initConsent();
startTagManager();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
