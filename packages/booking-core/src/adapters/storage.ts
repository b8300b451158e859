/**
 * The part of the Web Storage API the rules need. Pass `localStorage` in the browser; tests and
 * server rendering pass {@link createMemoryStorage}.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** An in-memory {@link KeyValueStorage}, optionally seeded. */
export function createMemoryStorage(seed: Record<string, string> = {}): KeyValueStorage {
  const entries = new Map(Object.entries(seed));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}
