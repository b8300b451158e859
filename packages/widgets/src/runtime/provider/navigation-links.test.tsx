import { createMemoryStorage } from '@coras/booking-core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSandbox, standInsReplaced } from '../../../test/harness.test-utils';
import { BookingApp } from '../../app/BookingApp';
import { Footer } from '../../features/footer/Footer';
import { Navbar } from '../../features/navbar/Navbar';
import { LandingPage } from '../../pages/landing/LandingPage';
import { createHistoryRouter, type RouterAdapter } from '../navigation/router';

/** The address sync of a page at `path` of this test's window. */
function routedAt(path: string): RouterAdapter {
  window.history.replaceState(null, '', path);
  return createHistoryRouter();
}

const address = () => window.location.pathname + window.location.search;

/**
 * Clicks `element` as a visitor would (`init` adds the keys and button) and answers whether the
 * widget kept the browser from following it; then keeps happy-dom from loading the address.
 */
function click(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  fireEvent.click(element, init);
  document.removeEventListener('click', record);
  return prevented;
}

/** The clicks a browser opens in a new tab or window rather than in place. */
const OPENED_ELSEWHERE: ReadonlyArray<[string, MouseEventInit]> = [
  ['ctrl', { ctrlKey: true }],
  ['cmd', { metaKey: true }],
  ['shift', { shiftKey: true }],
  ['middle', { button: 1 }],
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('navigation targets with address sync: links to their page', () => {
  it("landing cards, 'Show more' and the breadcrumb are links to the address the navigation writes", async () => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<LandingPage />, {
      router: routedAt('/en-GB/EUR?country=ireland&city=dublin&categories=sport'),
      onParamsUpdate,
    });
    const section = await screen.findByRole('region', { name: 'Sport in Dublin' });

    const cards = within(section).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const link = within(card).getByRole('link', {
        name: within(card).getByRole('heading').textContent ?? '',
      });
      expect(link.getAttribute('href')).toMatch(/^\/en-GB\/EUR\/[^/?]+\?date=\d{4}-\d{2}-\d{2}$/);
    }
    const showMore = within(section).getAllByRole('link', { name: 'Show more' });
    expect(showMore).toHaveLength(2);
    for (const link of showMore) {
      expect(link).toHaveAccessibleDescription('Sport in Dublin');
      expect(link).toHaveAttribute('href', showMore[0]?.getAttribute('href') ?? '');
    }
    expect(showMore[0]?.getAttribute('href')).toMatch(/^\/en-GB\/EUR\?/);
    const trail = screen.getByRole('navigation', { name: 'Location' });
    // The country clears the city and keeps the page's filters.
    expect(within(trail).getByRole('link', { name: 'Ireland' })).toHaveAttribute(
      'href',
      '/en-GB/EUR?country=ireland&categories=sport',
    );

    // A plain click navigates in place, to the link's address.
    const more = showMore[1] as HTMLElement;
    const href = more.getAttribute('href');
    expect(click(more)).toBe(true);
    expect(address()).toBe(href);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: 'popularity' }));
  });

  it.each(OPENED_ELSEWHERE)(
    'a %s click on a card is left to the browser: no navigation here',
    async (_, init) => {
      const onParamsUpdate = vi.fn();
      renderWithSandbox(<LandingPage />, {
        router: routedAt('/en-GB/GBP?country=ireland&categories=sport'),
        onParamsUpdate,
      });
      const section = await screen.findByRole('region', { name: 'Sport in Ireland' });
      const card = within(within(section).getAllByRole('article')[0] as HTMLElement).getByRole('link');

      expect(click(card, init)).toBe(false);
      expect(click(within(section).getAllByRole('link', { name: 'Show more' })[0] as HTMLElement, init)).toBe(
        false,
      );
      expect(address()).toBe('/en-GB/GBP?country=ireland&categories=sport');
      expect(onParamsUpdate).not.toHaveBeenCalled();
    },
  );

  it('a card opens its details page in place, by click or by the keyboard, at its address', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<BookingApp />, {
      router: routedAt('/en-GB/GBP?country=ireland&categories=sport'),
      onParamsUpdate,
    });
    const section = await screen.findByRole('region', { name: 'Sport in Ireland' });
    const card = within(within(section).getAllByRole('article')[0] as HTMLElement).getByRole('link');
    const href = card.getAttribute('href');
    card.focus();
    await user.keyboard('{Enter}');

    expect(address()).toBe(href);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'details', id: href?.split(/[/?]/)[3] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: card.textContent ?? '' })).toBeVisible();

    // The details page's breadcrumb and its other attractions are links too.
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Ireland' })).toHaveAttribute(
      'href',
      '/en-GB/GBP?country=ireland',
    );
    const others = await screen.findByRole('region', { name: 'Other attractions' });
    await within(others).findAllByRole('article');
    for (const link of within(others).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/en-GB\/GBP\/[^/?]+\?date=/);
  });

  it('search results are links to their details page', async () => {
    renderWithSandbox(<BookingApp header={null} />, { router: routedAt('/en-GB/GBP/search?search=dublin') });
    const results = await screen.findAllByRole('article');
    const link = within(results[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/en-GB\/GBP\/[^/?]+(\?date=\d{4}-\d{2}-\d{2})?$/);
    expect(click(link, { ctrlKey: true })).toBe(false);
    expect(click(link)).toBe(true);
    expect(address()).toBe(link.getAttribute('href'));
  });

  it('navbar results are links (options still, out of the tab order); a plain click goes there in place', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      router: routedAt('/en-GB/GBP?country=ireland'),
      onParamsUpdate,
    });
    await standInsReplaced();
    await user.type(screen.getAllByRole('combobox', { name: 'Search' })[0] as HTMLElement, 'dub');
    const dublin = await screen.findByRole('option', { name: 'Dublin' });
    const all = screen.getByRole('option', { name: 'Show all results' });
    expect(dublin.tagName).toBe('A');
    expect(dublin).toHaveAttribute('href', '/en-GB/GBP?city=dublin');
    expect(dublin).toHaveAttribute('tabindex', '-1');
    expect(all).toHaveAttribute('href', '/en-GB/GBP/search?search=dub');

    expect(click(dublin, { ctrlKey: true })).toBe(false);
    expect(onParamsUpdate).not.toHaveBeenCalled();
    expect(click(dublin)).toBe(true);
    expect(address()).toBe('/en-GB/GBP?city=dublin');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', city: 'dublin' }),
    );
  });

  it('footer links are links to their help page', async () => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Footer />, { router: routedAt('/fr-FR/EUR/a-1'), onParamsUpdate });
    const footer = await screen.findByRole('navigation', { name: 'Aide et contact' });
    expect(within(footer).queryAllByRole('button')).toHaveLength(0);
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/fr-FR/EUR/help?content=terms-and-conditions',
      '/fr-FR/EUR/help?content=privacy-policy',
      '/fr-FR/EUR/help?content=cookies',
      '/fr-FR/EUR/help',
    ]);
    const cookies = within(footer).getAllByRole('link')[2] as HTMLElement;
    expect(click(cookies, { metaKey: true })).toBe(false);
    expect(click(cookies)).toBe(true);
    expect(address()).toBe('/fr-FR/EUR/help?content=cookies');
    expect(onParamsUpdate).toHaveBeenCalledTimes(1);
  });
});

describe('navigation targets without address sync: buttons', () => {
  it.each<[string, RouterAdapter | undefined]>([
    ['no router', undefined],
    [
      'a router that names no address',
      { read: () => null, push: () => undefined, subscribe: () => () => undefined },
    ],
  ])('%s: cards, Show more, breadcrumbs, navbar results and footer are buttons', async (_, router) => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<BookingApp />, {
      router,
      initialParams: { page: 'landing', country: 'ireland', city: 'dublin', categories: 'sport' },
      onParamsUpdate,
    });
    const section = await screen.findByRole('region', { name: 'Sport in Dublin' });
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
    expect(within(section).getAllByRole('button', { name: 'Show more' })).toHaveLength(2);
    const first = within(section).getAllByRole('article')[0] as HTMLElement;
    const name = within(first).getByRole('heading').textContent ?? '';
    expect(within(first).getByRole('button', { name })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Location' });
    expect(within(trail).getByRole('button', { name: 'Ireland' })).toBeVisible();
    const footer = await screen.findByRole('navigation', { name: 'Help and contact' });
    expect(within(footer).queryAllByRole('link')).toHaveLength(0);
    expect(within(footer).getAllByRole('button')).toHaveLength(4);

    await standInsReplaced();
    await user.type(screen.getAllByRole('combobox', { name: 'Search' })[0] as HTMLElement, 'dub');
    const dublin = await screen.findByRole('option', { name: 'Dublin' });
    expect(dublin.tagName).toBe('DIV');
    expect(dublin).not.toHaveAttribute('href');

    // A click, modified or not, navigates: there is no address to open elsewhere.
    await user.keyboard('{Escape}');
    expect(click(within(first).getByRole('button', { name }), { ctrlKey: true })).toBe(true);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ page: 'details' }));
    expect(address()).toBe('/');
  });
});
