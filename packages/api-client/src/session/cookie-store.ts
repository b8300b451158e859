import { CorasConfigError } from '../errors';
import { BOOKING_SESSION_COOKIE, type SessionStore } from './session-store';

/**
 * The cookie adapter: reads the page's cookie header and writes one `Set-Cookie`-style string, the
 * way `document.cookie` does. Inject your own for tests or for a framework's cookie API.
 */
export interface CookieJar {
  /** All cookies as `name=value; other=value`. */
  read(): string;
  /** Writes one cookie, with its attributes. */
  write(cookie: string): void;
}

/** Options of {@link createCookieSessionStore}. */
export interface CookieSessionStoreOptions {
  /** The cookie adapter. @default the page's `document.cookie` */
  cookies?: CookieJar;
  /** The cookie name. @default 'booking-session' */
  name?: string;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
}

/** `document.cookie` behind the {@link CookieJar} interface. */
export function documentCookieJar(): CookieJar {
  // The cookie store is the client's one browser adapter: it is the only module that touches a DOM global.
  const doc = (globalThis as { document?: { cookie: string } }).document;
  if (!doc) {
    throw new CorasConfigError(
      'sessionStore',
      'createCookieSessionStore needs a browser document: pass `cookies`, or use createMemorySessionStore.',
    );
  }
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

/**
 * The browser's session store: the cookie `booking-session` with `Secure`, `SameSite=Lax`,
 * `path=/` and the session's expiry (spec 1 §9), so the basket survives reloads and is shared by
 * every widget of the site.
 */
export function createCookieSessionStore(options: CookieSessionStoreOptions = {}): SessionStore {
  const jar = options.cookies ?? documentCookieJar();
  const name = options.name ?? BOOKING_SESSION_COOKIE;
  const now = options.now ?? Date.now;
  const attributes = 'Path=/; Secure; SameSite=Lax';
  const clear = () => jar.write(`${name}=; Expires=${new Date(0).toUTCString()}; ${attributes}`);

  return {
    get() {
      const value = jar
        .read()
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([key]) => key === name)?.[1];
      return value ? decodeURIComponent(value) : undefined;
    },
    set(id, expiresAt) {
      if (expiresAt.getTime() <= now()) {
        clear();
        return;
      }
      jar.write(`${name}=${encodeURIComponent(id)}; Expires=${expiresAt.toUTCString()}; ${attributes}`);
    },
    clear,
  };
}
