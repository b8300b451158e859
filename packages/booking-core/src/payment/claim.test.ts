import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type RemovableStorage } from '../adapters/storage';
import { createOrderClaims, REPORTED_ORDERS_KEY, REPORTED_ORDERS_TTL_MS, type TabLocks } from './claim';
import { tabLocks } from './tabs.test-utils';

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

function claimsOver(storage: RemovableStorage, locks: TabLocks | undefined, now = () => 1_000_000) {
  return createOrderClaims({ storage, locks, now, logger: logger() });
}

describe('createOrderClaims: one tab reports an order (issue 28 item 3)', () => {
  it('two tabs that learn "paid" at the same instant, neither storage yet showing the other’s mark: the lock picks one', async () => {
    const locks = tabLocks();
    // Each tab's storage is its own copy here: what a tab in another process reads before the
    // other's write has reached it.
    const first = claimsOver(createMemoryStorage(), locks);
    const second = claimsOver(createMemoryStorage(), locks);
    const claimed = await Promise.all([first.claim('paid:CRS-1'), second.claim('paid:CRS-1')]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    // Another order is another claim.
    expect(await second.claim('paid:CRS-2')).toBe(true);
  });

  it('without Web Locks, a tab (or a reload) that finds the order reported stays silent', async () => {
    const storage = createMemoryStorage();
    expect(await claimsOver(storage, undefined).claim('paid:CRS-1')).toBe(true);
    expect(await claimsOver(storage, undefined).claim('paid:CRS-1')).toBe(false);
    expect(await claimsOver(storage, tabLocks()).claim('paid:CRS-1')).toBe(false);
  });

  it('a browser that refuses the lock leaves the storage guard to decide', async () => {
    const log = logger();
    const refusing: TabLocks = { request: () => Promise.reject(new DOMException('no', 'SecurityError')) };
    const storage = createMemoryStorage();
    const claims = createOrderClaims({ storage, locks: refusing, now: () => 0, logger: log });
    expect(await claims.claim('paid:CRS-1')).toBe(true);
    expect(await claims.claim('paid:CRS-1')).toBe(false);
    expect(log.warn).toHaveBeenCalledWith('Checkout: the order lock was refused', expect.anything());
  });

  it('keeps the newest orders of the last day, and reads a broken list as none', async () => {
    const now = 10 * REPORTED_ORDERS_TTL_MS;
    const old = Object.fromEntries([['paid:OLD', now - REPORTED_ORDERS_TTL_MS - 1]]);
    const recent = Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [`paid:R${index}`, now - index]),
    );
    const storage = createMemoryStorage({ [REPORTED_ORDERS_KEY]: JSON.stringify({ ...old, ...recent }) });
    expect(await claimsOver(storage, undefined, () => now).claim('paid:NEW')).toBe(true);
    const kept = Object.keys(JSON.parse(storage.getItem(REPORTED_ORDERS_KEY) ?? '{}') as object);
    expect(kept).toHaveLength(20);
    expect(kept).toContain('paid:NEW');
    expect(kept).toContain('paid:R0');
    expect(kept).not.toContain('paid:OLD');
    expect(kept).not.toContain('paid:R29');

    const broken = createMemoryStorage({ [REPORTED_ORDERS_KEY]: '{not json' });
    expect(await claimsOver(broken, undefined).claim('paid:CRS-1')).toBe(true);
  });
});
