/**
 * The part of the Web Storage API the rules need. Pass `localStorage` in the browser; tests and
 * server rendering pass {@link createMemoryStorage}.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * A {@link KeyValueStorage} that can also forget a key: what must survive a reload of the tab (the
 * payment record). Pass `sessionStorage` in the browser.
 */
export interface RemovableStorage extends KeyValueStorage {
  removeItem(key: string): void;
}

/** An in-memory {@link RemovableStorage}, optionally seeded (tests, server rendering, no storage). */
export function createMemoryStorage(seed: Record<string, string> = {}): RemovableStorage {
  const entries = new Map(Object.entries(seed));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
