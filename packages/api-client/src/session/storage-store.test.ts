import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, startTestServer, type TestServer } from '../../test/server.test-utils';
import { createCorasClient } from '../client';
import { listReservations, openBookingSession } from '../operations';
import { createWebStorageSessionStore, secureCookiesWork, type WebStorage } from './storage-store';

const NOW = Date.parse('2026-11-21T12:00:00Z');

/** A Map behind the Web Storage interface; `full` makes every write throw, as a full quota does. */
function memoryStorage() {
  const items = new Map<string, string>();
  let full = false;
  const storage: WebStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => items.delete(key),
  };
  return { storage, items, fill: () => (full = true) };
}

describe('where the browser keeps a Secure cookie', () => {
  it.each([
    ['https:', 'shop.example', true],
    ['https:', '10.0.0.8', true],
    ['http:', 'localhost', true],
    ['http:', 'LOCALHOST', true],
    ['http:', 'shop.localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', '[::1]', true],
    ['http:', 'shop.example', false],
    ['http:', '192.168.1.20', false],
    ['http:', 'localhost.example', false],
    ['file:', '', false],
  ])('%s//%s: %s', (protocol, hostname, works) => {
    expect(secureCookiesWork({ protocol, hostname })).toBe(works);
  });
});

describe('web storage session store', () => {
  it('keeps the session with its expiry, and forgets it once expired', () => {
    let now = NOW;
    const { storage, items } = memoryStorage();
    const store = createWebStorageSessionStore({ storage, now: () => now });
    store.set('s-1', new Date(NOW + 1000));
    expect(store.get()).toBe('s-1');
    // A second store on the same storage (a reload, another widget) reads the same session.
    expect(createWebStorageSessionStore({ storage, now: () => now }).get()).toBe('s-1');
    now += 1000;
    expect(store.get()).toBeUndefined();
    expect(items.size).toBe(0);
  });

  it('clears', () => {
    const { storage, items } = memoryStorage();
    const store = createWebStorageSessionStore({ storage, now: () => NOW, name: 'my-session' });
    store.set('s-1', new Date(NOW + 60_000));
    expect([...items.keys()]).toEqual(['my-session']);
    store.clear();
    expect(store.get()).toBeUndefined();
    expect(items.size).toBe(0);
  });

  it('treats an unreadable entry as no session, and removes it', () => {
    const { storage, items } = memoryStorage();
    items.set('booking-session', 'not json');
    expect(createWebStorageSessionStore({ storage, now: () => NOW }).get()).toBeUndefined();
    expect(items.size).toBe(0);
  });

  it('keeps the session in memory when the storage refuses to write', () => {
    const { storage, fill } = memoryStorage();
    fill();
    const store = createWebStorageSessionStore({ storage, now: () => NOW });
    store.set('s-1', new Date(NOW + 60_000));
    expect(store.get()).toBe('s-1');
  });

  describe('with the client, against a real server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterEach(() => server.reset());
    afterAll(() => server.close());

    it('sends the stored session in the Booking-Session header', async () => {
      const { storage } = memoryStorage();
      const sessionStore = createWebStorageSessionStore({ storage });
      const api = createCorasClient({
        apiHost: server.url,
        distributorId: 'dist',
        logger: recordingLogger(),
        sessionStore,
        retry: { retries: 0 },
      });
      server.reply(
        { status: 201, body: { session_id: 'over-http' } },
        { body: { reservations: [], total_price: 0 } },
      );
      await openBookingSession(api);
      await listReservations(api);
      expect(server.requests[1]?.headers['booking-session']).toBe('over-http');
    });
  });
});
