/** The booking session's name: the cookie's, and the default of every store (spec 1 §9). */
export const BOOKING_SESSION_COOKIE = 'booking-session';

/** How long a new session lives when the server sends no expiry header (spec 2 §9: 20 minutes). */
export const DEFAULT_SESSION_TTL_MS = 20 * 60 * 1000;

/**
 * Where the client keeps the booking session (the anonymous basket) between calls. A session
 * past its expiry is gone: `get` answers `undefined`.
 */
export interface SessionStore {
  /** The current session id, or `undefined` when there is none or it expired. */
  get(): string | undefined;
  /** Stores (or refreshes) the session with its expiry. */
  set(id: string, expiresAt: Date): void;
  /** Forgets the session (after a 401, or once a payment succeeded). */
  clear(): void;
}

/** Options of {@link createMemorySessionStore}. */
export interface MemorySessionStoreOptions {
  /** The clock, for tests. @default Date.now */
  now?: () => number;
}

/**
 * A session store held in memory: for tests, server-side rendering, and hosts that must not set
 * cookies. The session is lost when the page unloads.
 */
export function createMemorySessionStore(options: MemorySessionStoreOptions = {}): SessionStore {
  const now = options.now ?? Date.now;
  let session: { id: string; expiresAt: number } | undefined;
  return {
    get() {
      if (session && session.expiresAt <= now()) session = undefined;
      return session?.id;
    },
    set(id, expiresAt) {
      session = { id, expiresAt: expiresAt.getTime() };
    },
    clear() {
      session = undefined;
    },
  };
}
