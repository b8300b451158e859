import { createMemoryStorage, type KeyValueStorage } from '@coras/booking-core';

/**
 * The browser's `localStorage` behind booking-core's storage adapter, or memory where it cannot be
 * used: no DOM (server rendering), storage disabled, a sandboxed frame or a private window that
 * throws on access. A write that fails later (the quota is full) is kept in memory instead, so
 * the visitor's recent searches still work for the visit.
 */
export function browserStorage(): KeyValueStorage {
  const memory = createMemoryStorage();
  let local: Storage | undefined;
  try {
    local = globalThis.localStorage ?? undefined;
    // Some browsers expose the object but throw on first use.
    local?.getItem('coras:probe');
  } catch {
    local = undefined;
  }
  if (!local) return memory;
  const storage = local;
  let failed = false;
  return {
    getItem(key) {
      if (failed) return memory.getItem(key);
      try {
        return storage.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      if (!failed) {
        try {
          storage.setItem(key, value);
          return;
        } catch {
          failed = true;
        }
      }
      memory.setItem(key, value);
    },
  };
}
