import {
  type CorasLogger,
  createCookieSessionStore,
  createMemorySessionStore,
  createWebStorageSessionStore,
  type SessionStore,
  secureCookiesWork,
  type WebStorage,
} from '@coras/api-client';

/** The page a widget runs on, as far as the session's home depends on it (the browser's globals by default). */
export interface SessionPage {
  location: { protocol: string; hostname: string };
  /** Absent where the page may not use it (storage disabled, a sandboxed frame): memory then. */
  sessionStorage: WebStorage | undefined;
}

/**
 * Where a widget keeps the booking session when the host names no store: the `Secure` cookie
 * `booking-session` wherever the browser keeps it (https, and http on the machine itself); on a
 * plain-http page elsewhere, where the browser silently drops it, the tab's sessionStorage — the
 * session still travels in the `Booking-Session` header — with a warning for the integrator, whose
 * production page belongs on HTTPS; memory without a page (server rendering, tests in Node).
 */
export function defaultSessionStore(
  logger: CorasLogger,
  page: SessionPage | undefined = browserPage(),
): SessionStore {
  if (!page) return createMemorySessionStore();
  if (secureCookiesWork(page.location)) return createCookieSessionStore();
  logger.warn(
    `Coras widget: this page is served over plain http (${page.location.protocol}//${page.location.hostname}), ` +
      'where browsers drop the Secure booking-session cookie; the session is kept in sessionStorage instead. ' +
      'Serve production pages over HTTPS.',
  );
  return page.sessionStorage
    ? createWebStorageSessionStore({ storage: page.sessionStorage })
    : createMemorySessionStore();
}

function browserPage(): SessionPage | undefined {
  if (typeof document === 'undefined') return undefined;
  let sessionStorage: WebStorage | undefined;
  try {
    // Reading it throws where storage is disabled.
    sessionStorage = globalThis.sessionStorage;
  } catch {}
  return { location: globalThis.location, sessionStorage };
}
