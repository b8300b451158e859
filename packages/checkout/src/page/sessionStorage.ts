import { createMemoryStorage, type RemovableStorage } from '@coras/booking-core';

/**
 * The tab's `sessionStorage`, or memory where it is unavailable (server rendering, a sandboxed
 * iframe, Safari's private mode throwing on access): where the payment record survives a reload.
 */
export function browserSessionStorage(): RemovableStorage {
  try {
    const storage = globalThis.sessionStorage;
    const probe = '__coras_checkout_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
