import { createMemoryStorage } from '@coras/booking-core';
import { describe, expect, it } from 'vitest';
import { testLogger } from '../../../test/harness.test-utils';
import { defaultSessionStore, type SessionPage } from './sessionStore';

function page(href: string, storage: SessionPage['sessionStorage'] = createMemoryStorage()): SessionPage {
  const { protocol, hostname } = new URL(href);
  return { location: { protocol, hostname }, sessionStorage: storage };
}

const expiry = () => new Date(Date.now() + 60_000);

describe('the default booking-session store', () => {
  it.each(['https://shop.example/tickets', 'http://localhost:5173/', 'http://127.0.0.1:4173/'])(
    'is the Secure cookie on %s, without a word',
    (href) => {
      const logger = testLogger();
      const store = defaultSessionStore(logger, page(href));
      store.set('over-cookie', expiry());
      expect(document.cookie).toContain('booking-session=over-cookie');
      store.clear();
      expect(logger.warn).not.toHaveBeenCalled();
    },
  );

  it('is the tab’s sessionStorage on a plain-http page elsewhere, and warns the integrator', () => {
    const logger = testLogger();
    const storage = createMemoryStorage();
    const store = defaultSessionStore(logger, page('http://shop.example/tickets', storage));
    store.set('over-http', expiry());
    expect(store.get()).toBe('over-http');
    expect(storage.getItem('booking-session')).toContain('over-http');
    expect(document.cookie).not.toContain('over-http');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringMatching(/plain http.*Serve production pages over HTTPS/),
    );
  });

  it('keeps the session in memory on such a page when sessionStorage is not allowed', () => {
    const store = defaultSessionStore(testLogger(), page('http://shop.example/', undefined));
    store.set('in-memory', expiry());
    expect(store.get()).toBe('in-memory');
  });
});
