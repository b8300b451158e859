import type { Clock } from '../clock';
import { SessionError } from '../errors';
import type { Random } from '../random';

/** An anonymous basket (spec 2 §3). */
export interface SessionRecord {
  id: string;
  language: string;
  createdAt: number;
  expiresAt: number;
}

/** Booking sessions with a sliding expiry: every session-bound call extends it by the TTL. */
export interface SessionStore {
  create(language: string): SessionRecord;
  /** The live session `id`, extended; throws {@link SessionError} when missing, unknown or expired. */
  use(id: string | undefined): SessionRecord;
  /** The live session `id` without extending it. */
  peek(id: string): SessionRecord | undefined;
  /** Forgets expired sessions and returns their ids (in time order: cheap on every request). */
  sweep(): string[];
  /** How many sessions are kept (tests check that expired ones go away). */
  size(): number;
  clear(): void;
}

/** A {@link SessionStore} on `clock`; `ttlMs` is read at each use so it can change at runtime. */
export function createSessionStore(options: {
  clock: Clock;
  ttlMs: () => number;
  random: Random;
}): SessionStore {
  const sessions = new Map<string, SessionRecord>();
  const { clock } = options;
  const live = (id: string) => {
    const session = sessions.get(id);
    return session && session.expiresAt > clock.now() ? session : undefined;
  };
  return {
    create(language) {
      const now = clock.now();
      const session = {
        id: `ses_${options.random.token(24)}`,
        language,
        createdAt: now,
        expiresAt: now + options.ttlMs(),
      };
      sessions.set(session.id, session);
      return session;
    },
    use(id) {
      if (!id) throw new SessionError('This call needs a booking session: send the Booking-Session header.');
      const session = live(id);
      if (!session) throw new SessionError();
      session.expiresAt = clock.now() + options.ttlMs();
      // Re-inserted at the end: the map stays in expiry order, so a sweep stops at the first live one.
      sessions.delete(id);
      sessions.set(id, session);
      return session;
    },
    peek: live,
    sweep() {
      const now = clock.now();
      const expired: string[] = [];
      for (const [id, session] of sessions) {
        if (session.expiresAt > now) break;
        sessions.delete(id);
        expired.push(id);
      }
      return expired;
    },
    size: () => sessions.size,
    clear: () => sessions.clear(),
  };
}
