import type { Clock } from '../clock';

/** An answer as first sent, kept to be replayed byte for byte. */
interface StoredAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** What to do with a POST carrying an `Idempotency-Key`. */
type IdempotencyDecision =
  | { kind: 'first'; settle: (answer: StoredAnswer | undefined) => void }
  | { kind: 'replay'; answer: Promise<StoredAnswer | undefined> }
  | { kind: 'mismatch' };

/** First answers by `Idempotency-Key`, kept 24 hours on the injected clock. */
export interface IdempotencyStore {
  /**
   * The first request with `key` runs and settles its entry with its answer (or `undefined` when
   * it must not be replayed: a server error created nothing, so a retry must run again). A later
   * request with the same key and body waits for that answer; with another body it is refused.
   */
  begin(key: string, fingerprint: string): IdempotencyDecision;
  /** Forgets the entries older than their 24 hours. */
  evict(): void;
  /** How many entries are kept (tests check that expired ones go away). */
  size(): number;
  clear(): void;
}

const RETENTION_MS = 24 * 60 * 60 * 1000;

/** An empty {@link IdempotencyStore}. */
export function createIdempotencyStore(clock: Clock): IdempotencyStore {
  const entries = new Map<
    string,
    { fingerprint: string; at: number; answer: Promise<StoredAnswer | undefined> }
  >();
  return {
    begin(key, fingerprint) {
      const now = clock.now();
      const existing = entries.get(key);
      if (existing && existing.at + RETENTION_MS > now) {
        return existing.fingerprint === fingerprint
          ? { kind: 'replay', answer: existing.answer }
          : { kind: 'mismatch' };
      }
      let settle: (answer: StoredAnswer | undefined) => void = () => undefined;
      const answer = new Promise<StoredAnswer | undefined>((resolve) => {
        settle = resolve;
      });
      // Re-inserted at the end, so the map stays in time order and eviction stops at the first live entry.
      entries.delete(key);
      entries.set(key, { fingerprint, at: now, answer });
      return {
        kind: 'first',
        settle(stored) {
          if (!stored) entries.delete(key);
          settle(stored);
        },
      };
    },
    evict() {
      const before = clock.now() - RETENTION_MS;
      for (const [key, entry] of entries) {
        if (entry.at > before) break;
        entries.delete(key);
      }
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}
