import { createMemoryStorage, type RemovableStorage } from '@coras/booking-core';

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
