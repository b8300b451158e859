import { BOOKING_SESSION_COOKIE, type SessionStore } from './session-store';

/** The part of the Web Storage API the store uses (`sessionStorage`, `localStorage`, or a test's own). */
export interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of {@link createWebStorageSessionStore}. */
export interface WebStorageSessionStoreOptions {
  /** Where the session is kept, usually the page's `sessionStorage`. */
  storage: WebStorage;
  /** The key. @default 'booking-session' */
  name?: string;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
}

/**
 * A session store in Web Storage, for pages where the `Secure` session cookie cannot live (plain
 * http, see {@link secureCookiesWork}): the session survives a reload of the tab and is sent in the
 * `Booking-Session` header, as always. A storage that refuses to write (quota, privacy mode) leaves
 * the session in memory for the page's life.
 */
export function createWebStorageSessionStore(options: WebStorageSessionStoreOptions): SessionStore {
  const { storage } = options;
  const name = options.name ?? BOOKING_SESSION_COOKIE;
  const now = options.now ?? Date.now;
  let kept: string | null = null;
  const read = () => {
    try {
      return storage.getItem(name);
    } catch {
      return kept;
    }
  };
  const write = (value: string | null) => {
    kept = value;
    try {
      if (value === null) storage.removeItem(name);
      else storage.setItem(name, value);
    } catch {}
  };
  return {
    get() {
      const value = read() ?? kept;
      let entry: unknown;
      try {
        entry = JSON.parse(value ?? '[]');
      } catch {}
      const [id, expiresAt] = Array.isArray(entry) ? entry : [];
      if (typeof id === 'string' && typeof expiresAt === 'number' && expiresAt > now()) return id;
      // Expired, or not ours to read: gone.
      if (value !== null) write(null);
      return undefined;
    },
    set: (id, expiresAt) => write(JSON.stringify([id, expiresAt.getTime()])),
    clear: () => write(null),
  };
}

/**
 * Whether the browser keeps the `Secure` booking-session cookie on a page at this address: over
 * https, and over plain http only on the machine itself (`localhost`, `127.0.0.1`, `[::1]`), which
 * browsers treat as secure. Elsewhere on plain http the cookie is silently dropped, every call
 * loses the session, and a store such as {@link createWebStorageSessionStore} must keep it.
 *
 * @example
 * secureCookiesWork(location) ? createCookieSessionStore() : createWebStorageSessionStore({ storage: sessionStorage });
 */
export function secureCookiesWork(page: { protocol: string; hostname: string }): boolean {
  const host = page.hostname.toLowerCase();
  return (
    page.protocol === 'https:' ||
    (page.protocol === 'http:' &&
      (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'))
  );
}
