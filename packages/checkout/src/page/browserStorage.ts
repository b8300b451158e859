import { createMemoryStorage, type RemovableStorage, type TabLocks } from '@coras/booking-core';

/**
 * The browser's `localStorage`, or memory where it is unavailable (server rendering, a sandboxed
 * iframe, Safari's private mode throwing on access): where the payment record lives, shared by
 * every tab of the visitor so that two tabs paying one basket send one `Idempotency-Key` and
 * follow one payment (its `storage` events tell the other tabs), and it survives a reload.
 */
export function browserLocalStorage(): RemovableStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__coras_checkout_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/**
 * The browser's Web Locks (`navigator.locks`), by which one of the visitor's tabs claims the report
 * of an order; none where the browser has none (the claim then rests on the storage alone).
 */
export function browserLocks(): TabLocks | undefined {
  const locks = globalThis.navigator?.locks;
  return typeof locks?.request === 'function' ? locks : undefined;
}
