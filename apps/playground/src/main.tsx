import './fonts.css';
import '@coras/ui/styles.css';
import '@coras/widgets/styles.css';
import { buildPath } from '@coras/booking-core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createPlaygroundRouter, withPlaygroundQuery } from './router';
import { readSettings, STORAGE_KEY } from './settings';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function storedSettings(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

// The address's ?api-host= wins over the stored settings, which win over VITE_API_HOST and the sandbox.
const settings = readSettings(
  storedSettings(),
  new URLSearchParams(window.location.search).get('api-host'),
  import.meta.env.VITE_API_HOST || undefined,
);

const router = createPlaygroundRouter();
// `/` names no page: give the landing page its address now, so going back to it works.
if (!router.read()) {
  const landing = buildPath({
    page: 'landing',
    locale: settings.config.locale,
    currency: settings.config.currency,
  });
  window.history.replaceState(null, '', withPlaygroundQuery(landing, window.location.search));
}

// A transition: React renders the first screen in slices, yielding to the browser between them,
// rather than in one long task that blocks input while the page starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App initialSettings={settings} router={router} />
    </StrictMode>,
  );
});
