import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@coras/ui/styles.css';
import '@coras/widgets/styles.css';
import { buildPath } from '@coras/booking-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiHostFrom } from './config';
import { createPlaygroundRouter, withPlaygroundQuery } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createPlaygroundRouter();
// `/` names no page: give the landing page its address now, so going back to it works.
if (!router.read()) {
  const landing = buildPath({ page: 'landing', locale: 'en-GB', currency: 'EUR' });
  window.history.replaceState(null, '', withPlaygroundQuery(landing, window.location.search));
}

createRoot(root).render(
  <StrictMode>
    <App apiHost={apiHostFrom(window.location.search, import.meta.env.VITE_API_HOST)} router={router} />
  </StrictMode>,
);
