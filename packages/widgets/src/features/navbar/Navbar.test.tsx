import { createMemorySessionStore } from '@coras/api-client';
import { createMemoryStorage, type RecentSearch } from '@coras/booking-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type inProcessSandbox, renderWithSandbox, standInsReplaced } from '../../../test/harness.test-utils';
import { BookingApp } from '../../app/BookingApp';
import { useApi } from '../../runtime/data/useApi';
import { useCorasContext } from '../../runtime/provider/context';
import { basketSandbox, holdTickets } from '../basket/basket.test-utils';
import { Navbar } from './Navbar';

// Where booking-core keeps the recent searches: a visitor's list must survive a release.
const RECENT_SEARCHES_KEY = 'coras:recent-searches';

type Sandbox = ReturnType<typeof inProcessSandbox>;

/** The navbar's `GET search` calls, as their query parameters. */
function navbarSearches(sandbox: Sandbox) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v2/search')
    .map((url) => url.searchParams);
}

const searchField = () => screen.getAllByRole('combobox', { name: 'Search' })[0] as HTMLElement;

const seeded = (entries: RecentSearch[]) =>
  createMemoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(entries) });

const recentSix: RecentSearch[] = [
  { type: 'city', value: 'dublin', name: 'Dublin' },
  { type: 'country', value: 'spain', name: 'Spain' },
  { type: 'city', value: 'paris', name: 'Paris' },
  { type: 'city', value: 'london', name: 'London' },
  { type: 'country', value: 'denmark', name: 'Denmark' },
  { type: 'city', value: 'barcelona', name: 'Barcelona' },
];

const several = { locales: 'en-GB,de-DE,fr-FR', currencies: 'GBP,EUR,USD' };

/** Something on the page whose data depends on the currency, as the landing's sections do. */
function CurrencyProbe() {
  const { client, locale, currency } = useCorasContext();
  useApi(['landing', locale, currency], (signal) =>
    client.GET('/{api_version}/landing', { params: { query: { currency } }, signal }),
  );
  return null;
}

describe('Navbar search', () => {
  it('lists the recent searches below 3 characters, and asks nothing', async () => {
    const user = userEvent.setup();
    const { sandbox } = renderWithSandbox(<Navbar storage={seeded(recentSix.slice(0, 2))} />);
    await standInsReplaced();
    await user.click(searchField());
    const list = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dublin', 'Spain']);
    await user.type(searchField(), 'du');
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    expect(navbarSearches(sandbox)).toHaveLength(0);
  });

  it('lists the popular entries when there is no recent search', async () => {
    const user = userEvent.setup();
    const { sandbox } = renderWithSandbox(<Navbar storage={createMemoryStorage()} />);
    await standInsReplaced();
    await user.click(searchField());
    const list = await screen.findByRole('listbox', { name: 'Popular' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Dublin Old Town Walking Tour');
    const [query] = navbarSearches(sandbox);
    expect(query?.get('query')).toBe('');
    expect(query?.get('locale')).toBe('en-GB');
    expect(navbarSearches(sandbox)).toHaveLength(1);
  });

  it('resets a corrupt stored list, logging it, and shows the popular entries instead', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' });
    const { logger } = renderWithSandbox(<Navbar storage={storage} />);
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith(
        'Coras widget: Recent searches could not be read; the list was reset',
        expect.any(SyntaxError),
      ),
    );
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBe('[]');
    await standInsReplaced();
    await user.click(searchField());
    expect(await screen.findByRole('listbox', { name: 'Popular' })).toBeVisible();
  });

  it('searches from 3 characters; a city goes to its landing page with the country cleared', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    const storage = createMemoryStorage();
    const { sandbox } = renderWithSandbox(<Navbar storage={storage} />, {
      onParamsUpdate,
      initialParams: { page: 'landing', country: 'ireland' },
    });
    await standInsReplaced();
    await user.type(searchField(), 'dub');
    await user.click(await screen.findByRole('option', { name: 'Dublin' }));
    const [update] = onParamsUpdate.mock.calls.at(-1) ?? [];
    expect(update).toMatchObject({ page: 'landing', city: 'dublin' });
    expect(update).not.toHaveProperty('country');
    expect(navbarSearches(sandbox).map((query) => query.get('query'))).toContain('dub');
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      { type: 'city', value: 'dublin', name: 'Dublin' },
    ]);
    // The field empties and the suggestions close once the page moved.
    expect(searchField()).toHaveValue('');
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a country goes to its landing page with the city cleared', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      onParamsUpdate,
      initialParams: { page: 'landing', country: 'ireland', city: 'cork' },
    });
    await standInsReplaced();
    await user.type(searchField(), 'spa');
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    const [update] = onParamsUpdate.mock.calls.at(-1) ?? [];
    expect(update).toMatchObject({ page: 'landing', country: 'spain' });
    expect(update).not.toHaveProperty('city');
  });

  it('an attraction goes to its details page, and tells analytics which item was chosen', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    const onAnalyticsEvent = vi.fn();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, { onParamsUpdate, onAnalyticsEvent });
    await standInsReplaced();
    await user.type(searchField(), 'win');
    const option = await screen.findByRole('option', { name: 'Wine Tasting Evening in Manchester' });
    await user.click(option);
    const [call] = onParamsUpdate.mock.calls.at(-1) ?? [];
    expect(call).toMatchObject({ page: 'details' });
    expect(call.id).toEqual(expect.any(String));
    expect(onAnalyticsEvent).toHaveBeenCalledWith({
      name: 'select_item',
      params: {
        item_list_id: 'navbar_results',
        item_list_name: 'Navbar search: results',
        items: [{ item_id: call.id, item_name: 'Wine Tasting Evening in Manchester', index: 0 }],
      },
    });
  });

  it("'Show all results' goes to the search page with the term; so does Enter with no option active", async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, { onParamsUpdate });
    await standInsReplaced();
    await user.type(searchField(), 'dub');
    await user.click(await screen.findByRole('option', { name: 'Show all results' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'search', search: 'dub' }),
    );

    await user.clear(searchField());
    await user.type(searchField(), 'ire');
    await screen.findByRole('option', { name: 'Ireland' });
    // Four results and no more: no 'Show all results', yet Enter still searches everything.
    expect(screen.queryByRole('option', { name: 'Show all results' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('4 results found');
    await user.keyboard('{Enter}');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'search', search: 'ire' }),
    );
  });

  it('keeps 6 recent searches, the newest first', async () => {
    const user = userEvent.setup();
    const storage = seeded(recentSix);
    renderWithSandbox(<Navbar storage={storage} />);
    await standInsReplaced();
    await user.type(searchField(), 'cor');
    await user.keyboard('{ArrowDown}');
    const active = searchField().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')).toHaveTextContent('Cork');
    await user.keyboard('{Enter}');
    const stored = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as RecentSearch[];
    expect(stored.map((entry) => entry.name)).toEqual([
      'Cork',
      'Dublin',
      'Spain',
      'Paris',
      'London',
      'Denmark',
    ]);

    await user.click(searchField());
    const list = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(within(list).getAllByRole('option')).toHaveLength(6);
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Cork');
  });

  it('Escape and a click outside close the suggestions', async () => {
    const user = userEvent.setup();
    renderWithSandbox(
      <>
        <Navbar storage={seeded(recentSix)} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await standInsReplaced();
    await user.click(searchField());
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.keyboard('{Escape}');
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: 'Recent searches' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});

describe('Navbar language and currency', () => {
  it('lists the configured locales by native name; choosing one stays on the page in that language', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      ...several,
      onParamsUpdate,
      initialParams: { page: 'search', search: 'dub' },
    });
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Language: English (UK)' }));
    const list = await screen.findByRole('listbox', { name: 'Language' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English (UK)', 'Deutsch', 'Français']);
    await user.click(within(list).getByRole('option', { name: 'Deutsch' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'search', search: 'dub', locale: 'de-DE' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('lists the configured currencies with symbol and name; a switch fetches again what depends on it', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    const { sandbox } = renderWithSandbox(
      <>
        <Navbar storage={createMemoryStorage()} />
        <CurrencyProbe />
      </>,
      { ...several, onParamsUpdate, initialParams: { page: 'landing', country: 'ireland' } },
    );
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Currency: £ GBP' }));
    const list = await screen.findByRole('listbox', { name: 'Currency' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['£British Pound (GBP)', '€Euro (EUR)', '$US Dollar (USD)']);
    await user.click(within(list).getByRole('option', { name: /Euro/ }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', country: 'ireland', currency: 'EUR' }),
    );
    expect(await screen.findByRole('button', { name: 'Currency: € EUR' })).toBeVisible();
    await waitFor(() => {
      const currencies = sandbox.requests
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/v2/landing')
        .map((url) => url.searchParams.get('currency'));
      expect(currencies).toEqual(['GBP', 'EUR']);
    });
  });

  it('hides the currency menu while the basket has items', () => {
    renderWithSandbox(<Navbar storage={createMemoryStorage()} basketQuantity={2} />, several);
    expect(screen.getByRole('button', { name: 'Language: English (UK)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Basket, 2 items' })).toBeVisible();
  });

  it('leaves out a menu with a single choice', () => {
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      locales: 'en-GB',
      currencies: 'GBP,EUR',
    });
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Currency: £ GBP' })).toBeVisible();
  });
});

describe('Navbar basket', () => {
  it('shows the basket slot, opening the basket by default, except on the payment page', async () => {
    const user = userEvent.setup();
    const view = renderWithSandbox(<Navbar storage={createMemoryStorage()} />);
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Basket, empty' }));
    expect(await screen.findByRole('dialog', { name: 'Basket' })).toHaveTextContent('Your basket is empty');
    view.unmount();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, { initialParams: { page: 'payment' } });
    expect(screen.queryByRole('button', { name: /Basket/ })).toBeNull();

    renderWithSandbox(<Navbar storage={createMemoryStorage()} basketSlot={<span>My basket</span>} />);
    expect(screen.getByText('My basket')).toBeVisible();
  });
});

describe("Navbar currency and the widget's own basket (spec 1 §2)", () => {
  it('hides the currency menu while the basket holds a reservation, and brings it back once emptied', async () => {
    const sandbox = basketSandbox();
    const session = createMemorySessionStore({ now: () => sandbox.clock.now() });
    const reservation = await holdTickets(sandbox, session);
    const user = userEvent.setup();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      ...several,
      sandbox,
      sessionStore: session,
    });

    // A returning visitor (a booking session): the menu waits for the basket's answer rather than
    // showing and then vanishing, which would move the menus beside it.
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
    await screen.findByRole('button', { name: 'Basket, 1 item' });
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Language: English (UK)' })).toBeVisible();

    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Basket, 1 item' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Basket' });
    await user.click(
      within(dropdown).getByRole('button', { name: `Remove ${reservation.attraction_name} from the basket` }),
    );
    expect(await within(dropdown).findByText('Your basket is empty')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Currency: £ GBP' })).toBeVisible();
  });

  it("hides the currency menu once a first visit's first reservation is made", async () => {
    const sandbox = basketSandbox();
    const session = createMemorySessionStore({ now: () => sandbox.clock.now() });
    renderWithSandbox(<Navbar storage={createMemoryStorage()} />, {
      ...several,
      sandbox,
      sessionStore: session,
    });
    // No booking session yet: the basket is empty and the menu shows at once.
    expect(screen.getByRole('button', { name: 'Currency: £ GBP' })).toBeVisible();

    // The details page opens the session, reserves, and tells the basket (spec 2 §4).
    await holdTickets(sandbox, session);
    act(() => {
      window.dispatchEvent(new Event('reservation-created'));
    });
    await screen.findByRole('button', { name: 'Basket, 1 item' });
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
  });
});

describe('Navbar mobile menu', () => {
  it('opens a drawer with Language, Currency and Search, each a submenu with Back', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Navbar storage={seeded(recentSix.slice(0, 1))} />, { ...several, onParamsUpdate });
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const entries = within(menu)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button'));
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Language: English (UK)',
      'Currency: £ GBP',
      'Search',
    ]);

    await user.click(within(menu).getByRole('button', { name: /Language/ }));
    const language = await screen.findByRole('dialog', { name: 'Language' });
    expect(within(language).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.click(within(language).getByRole('button', { name: 'Back' }));
    const back = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(back).getByRole('button', { name: /Language/ })).toHaveFocus();

    await user.click(within(back).getByRole('button', { name: /Currency/ }));
    const currency = await screen.findByRole('dialog', { name: 'Currency' });
    await user.click(within(currency).getByRole('option', { name: /US Dollar/ }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ currency: 'USD' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches in its Search submenu and closes on a result', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<Navbar storage={seeded(recentSix.slice(0, 1))} />, { onParamsUpdate });
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const field = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(field).toHaveFocus();
    // The recent searches are listed under the field at once.
    expect(within(dialog).getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    await user.type(field, 'spa');
    await user.click(await within(dialog).findByRole('option', { name: 'Spain' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', country: 'spain' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no Currency entry while the basket has items', async () => {
    const user = userEvent.setup();
    renderWithSandbox(<Navbar storage={createMemoryStorage()} basketQuantity={1} />, several);
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('button', { name: /Currency/ })).toBeNull();
    expect(within(menu).getByRole('button', { name: /Language/ })).toBeVisible();
  });
});

describe('Navbar search-only mode', () => {
  it('shows the search alone', async () => {
    const user = userEvent.setup();
    renderWithSandbox(<Navbar mode="search-only" storage={seeded(recentSix)} />, several);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    await standInsReplaced();
    await user.click(searchField());
    expect(await screen.findByRole('listbox', { name: 'Recent searches' })).toBeVisible();
  });
});

describe('Navbar storage', () => {
  it('keeps recent searches in localStorage by default', async () => {
    const user = userEvent.setup();
    localStorage.removeItem(RECENT_SEARCHES_KEY);
    renderWithSandbox(<Navbar />);
    await standInsReplaced();
    await user.type(searchField(), 'spa');
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    await act(async () => undefined);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      { type: 'country', value: 'spain', name: 'Spain' },
    ]);
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  });
});

describe('Navbar in BookingApp', () => {
  it('is the default header of every page; a host may replace it, or leave it out with null', async () => {
    const first = renderWithSandbox(<BookingApp />, { initialParams: { page: 'help' } });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    first.unmount();

    const second = renderWithSandbox(<BookingApp header={<p>Host header</p>} />, {
      initialParams: { page: 'help' },
    });
    expect(screen.getByText('Host header')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    second.unmount();

    renderWithSandbox(<BookingApp header={null} />, { initialParams: { page: 'help' } });
    expect(await screen.findByRole('navigation', { name: 'Help and contact' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
