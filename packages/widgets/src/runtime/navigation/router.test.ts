import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { createHistoryRouter } from './router';

function browser(url: string) {
  return new Window({ url }) as unknown as globalThis.Window;
}

describe('createHistoryRouter', () => {
  it('reads a shared link back into the page it names', () => {
    const win = browser('http://host.test/de-DE/EUR/a-1?date=2026-12-01');
    expect(createHistoryRouter({ window: win }).read()).toEqual({
      page: 'details',
      locale: 'de-DE',
      currency: 'EUR',
      id: 'a-1',
      date: '2026-12-01',
    });
  });

  it("answers null for the host's own pages", () => {
    expect(createHistoryRouter({ window: browser('http://host.test/about') }).read()).toBeNull();
    expect(
      createHistoryRouter({ window: browser('http://host.test/tickets/x'), basePath: '/shop' }).read(),
    ).toBeNull();
  });

  it('pushes one history entry per navigation, empty values dropped', () => {
    const win = browser('http://host.test/en-GB/GBP');
    const router = createHistoryRouter({ window: win });
    router.push({ page: 'search', locale: 'en-GB', currency: 'GBP', search: 'castle' });
    expect(win.location.pathname + win.location.search).toBe('/en-GB/GBP/search?search=castle');
    const length = win.history.length;
    router.push({ page: 'search', locale: 'en-GB', currency: 'GBP', search: 'castle' });
    expect(win.history.length).toBe(length);
  });

  it("names the address push writes: the href of the widget's links", () => {
    const win = browser('http://host.test/shop/en-GB/GBP');
    const router = createHistoryRouter({ window: win, basePath: '/shop' });
    const details = {
      page: 'details',
      locale: 'en-GB',
      currency: 'GBP',
      id: 'a 1',
      date: '2026-12-01',
    } as const;
    expect(router.href?.(details)).toBe('/shop/en-GB/GBP/a%201?date=2026-12-01');
    router.push(details);
    expect(win.location.pathname + win.location.search).toBe(router.href?.(details));
  });

  it("gives a page's address for a real link, under the base path, without navigating", () => {
    const win = browser('http://host.test/shop/en-GB/EUR/payment');
    const router = createHistoryRouter({ window: win, basePath: '/shop' });
    expect(router.href?.({ page: 'help', locale: 'en-GB', currency: 'EUR' })).toBe('/shop/en-GB/EUR/help');
    expect(win.location.pathname).toBe('/shop/en-GB/EUR/payment');
  });

  it('follows the back button', async () => {
    const win = browser('http://host.test/shop/en-GB/GBP');
    const router = createHistoryRouter({ window: win, basePath: '/shop' });
    const listener = vi.fn();
    const unsubscribe = router.subscribe(listener);
    router.push({ page: 'help', locale: 'en-GB', currency: 'GBP', content: 'cookies' });
    win.history.back();
    await vi.waitFor(() =>
      expect(listener).toHaveBeenCalledWith({ page: 'landing', locale: 'en-GB', currency: 'GBP' }),
    );
    unsubscribe();
  });

  it('is created, reads nothing and records nothing where there is no window (server rendering)', () => {
    vi.stubGlobal('window', undefined);
    const router = createHistoryRouter();
    expect(router.read()).toBeNull();
    expect(() => router.push({ page: 'help', locale: 'en-GB', currency: 'GBP' })).not.toThrow();
    const unsubscribe = router.subscribe(vi.fn());
    expect(unsubscribe).toBeTypeOf('function');
    unsubscribe();
  });
});
