import { createMemorySessionStore } from '@coras/api-client';
import type { AnalyticsEvent } from '@coras/booking-core';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  downHost,
  elapse,
  fakeTimeouts,
  inProcessSandbox,
  passRetryWaits,
  renderWithSandbox,
  SANDBOX_HOST,
  standInsReplaced,
  testLogger,
} from '../../../test/harness.test-utils';
import { useNavigate } from '../../runtime/provider/navigation-context';
import { LandingPage } from './LandingPage';

/** The currency menu's part: switches to euros on the same page. */
function EurosButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate({ page: 'landing', currency: 'EUR' })}>
      Euros
    </button>
  );
}

/** The API calls a sandbox received (paths under /v2 only: images are not fetched by happy-dom). */
function apiCalls(sandbox: ReturnType<typeof inProcessSandbox>) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/v2/'));
}

function landingQueries(sandbox: ReturnType<typeof inProcessSandbox>) {
  return apiCalls(sandbox)
    .filter((url) => url.pathname === '/v2/landing')
    .map((url) => url.searchParams);
}

/** The in-process sandbox behind a fetch that, like a browser's, rejects as soon as its request is aborted. */
function abortableSandbox() {
  const sandbox = inProcessSandbox();
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The request was aborted', 'AbortError'));
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      sandbox.fetch(request).then(resolve, reject);
    });
  return { ...sandbox, fetch };
}

afterEach(() => {
  vi.useRealTimers();
  configure({ reactStrictMode: false });
});

describe('LandingPage', () => {
  it('locates a visitor without a place, then shows that country’s short-card sections by order', async () => {
    const onParamsUpdate = vi.fn();
    const { sandbox } = renderWithSandbox(<LandingPage />, { onParamsUpdate });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Top picks in Ireland',
      'Music in Ireland',
    ]);
    // The 'discovery' section of the answer is not rendered; no 'Popular on our site' with a country.
    expect(screen.queryByText('Discover something new')).toBeNull();
    expect(screen.queryByText('Popular on our site')).toBeNull();
    expect(onParamsUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ page: 'landing', country: 'ireland' }),
    );
    expect(landingQueries(sandbox)[0]?.get('country')).toBe('ireland');
  });

  it('has the filter bar in its hero by default: dates, and the Filters drawer (spec 1 §2)', async () => {
    renderWithSandbox(<LandingPage locationPicker={false} />, {
      initialParams: { page: 'landing', country: 'ireland' },
    });
    await screen.findByRole('heading', { name: 'Top picks in Ireland' });
    // The bar comes with the chrome, once the first cards are on screen. happy-dom measures no
    // width, so the bar takes its mobile layout ('Sort by' sits in the drawer).
    expect(await screen.findByRole('button', { name: 'All dates' })).toBeTruthy();
    await standInsReplaced();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('button', { name: 'Apply filters' })).toBeTruthy();
  });

  it('makes no duplicate API calls on load: geolocation, the place’s name and the landing search once each', async () => {
    fakeTimeouts();
    const { sandbox } = renderWithSandbox(<LandingPage />);
    await screen.findByRole('heading', { name: 'Top picks in Ireland' });
    // The location picker comes with the chrome, after the first cards.
    await screen.findByRole('combobox', { name: 'Things to do in' });
    // Let any late effect fire its call before counting.
    await elapse(5000);
    const calls = apiCalls(sandbox).map((url) => `${url.pathname}${url.search}`);
    // The search goes out on the location's answer, before the render it causes; then the location
    // picker names the located country from `GET locations` (spec 1 §7). Beside the search, in no
    // fixed order, once: the located country's filter definitions, whose category tree says
    // whether the default category applies there (issue 19: Ireland has music, so the search with
    // it, sent beside the tree, is the one the page reads); the default's chip (shown at every width,
    // issue 21) takes its label from the same answer.
    const paths = calls.map((call) => call.split('?')[0]);
    const tree = '/v2/landing/filters';
    // Last, on idle after the cards: the mobile bar's 'Sort by' list (happy-dom lays nothing out, so
    // the widget is narrow) asks for its options once.
    expect(paths.filter((path) => path !== tree)).toEqual([
      '/v2/geolocation',
      '/v2/landing',
      '/v2/locations',
      '/v2/landing/sorting',
    ]);
    expect(calls.filter((call) => call.startsWith(tree))).toEqual([
      '/v2/landing/filters?language_code=en&currency=GBP&country=ireland',
    ]);
    expect(calls.indexOf(calls.find((call) => call.startsWith(tree)) ?? '')).toBeGreaterThan(0);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('applies the default category only where the place has it: Tokyo has no music, Dublin has', async () => {
    const tokyo = renderWithSandbox(<LandingPage locationPicker={false} />, {
      initialParams: { page: 'landing', country: 'japan', city: 'tokyo' },
    });
    // Cards, not "No attractions found": the search asked for no category.
    await screen.findByRole('heading', { name: 'Top picks in Tokyo' });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByText('No attractions found')).toBeNull();
    expect(landingQueries(tokyo.sandbox).at(-1)?.get('category')).toBeNull();
    expect(landingQueries(tokyo.sandbox).at(-1)?.get('city')).toBe('tokyo');
    // The tree asked for was Tokyo's.
    const trees = apiCalls(tokyo.sandbox).filter((url) => url.pathname === '/v2/landing/filters');
    expect(trees.map((url) => url.searchParams.get('city'))).toContain('tokyo');
    // The filter bar comes with the chrome: no music chip, no chip at all.
    await screen.findByRole('button', { name: 'All dates' });
    await standInsReplaced();
    expect(screen.queryByRole('button', { name: 'Remove filter: Music' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    tokyo.unmount();

    const dublin = renderWithSandbox(<LandingPage locationPicker={false} />, {
      initialParams: { page: 'landing', country: 'ireland', city: 'dublin' },
    });
    await screen.findByRole('heading', { name: 'Top picks in Dublin' });
    expect(landingQueries(dublin.sandbox).map((query) => query.get('category'))).toEqual(['music']);
    expect(await screen.findByRole('button', { name: 'Remove filter: Music' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Music in Dublin' })).toBeTruthy();
  });

  it('searches a place without music once, after its tree, even though the guess with music went out', async () => {
    const { sandbox } = renderWithSandbox(<LandingPage locationPicker={false} />, {
      initialParams: { page: 'landing', city: 'hoi-an' },
    });
    await screen.findByRole('heading', { name: 'Top picks in Hoi An' });
    // The search with music went out at once beside the tree (right wherever the place has music,
    // which then costs no round trip); Hoi An's tree has none, so the page reads the search without
    // a category that follows the tree. Never one with music alone.
    expect(landingQueries(sandbox).map((query) => query.get('category'))).toEqual(['music', null]);
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('locates the visitor under StrictMode too, whose rehearsed unmount must not cancel the question', async () => {
    // As in a host's development build: StrictMode at the root (the only place where React rehearses
    // an unmount of the first mount), and a fetch that drops its request on abort, as a browser's does.
    configure({ reactStrictMode: true });
    const sandbox = abortableSandbox();
    const { logger } = renderWithSandbox(<LandingPage />, { sandbox });
    await screen.findByRole('heading', { name: 'Top picks in Ireland' });
    expect(landingQueries(sandbox).map((query) => query.get('country'))).toEqual(['ireland']);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('shows "Popular on our site" when the visitor cannot be located, and only logs the failure', async () => {
    const sandbox = inProcessSandbox({ geolocation: null });
    const { logger } = renderWithSandbox(<LandingPage />, { sandbox });
    expect(await screen.findByRole('heading', { name: 'Popular on our site', level: 2 })).toBeVisible();
    await screen.findByRole('region', { name: 'Top picks' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // The default filter state: sorted by popularity, category music (spec 1 §9).
    expect(titles).toEqual(['Top picks', 'Music']);
    expect(landingQueries(sandbox)[0]?.has('country')).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('could not be located'),
      expect.anything(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches with the filter state of the parameters, in the current currency', async () => {
    const { sandbox } = renderWithSandbox(<LandingPage />, {
      currency: 'EUR',
      initialParams: {
        page: 'landing',
        country: 'spain',
        city: 'madrid',
        sorting: 'price_asc',
        categories: 'sport,theatre',
        duration: '60-180,180-480',
        price: '2000-5000',
        startDate: '2026-12-01',
        endDate: '2026-12-05',
      },
    });
    await waitFor(() => expect(landingQueries(sandbox)).toHaveLength(1));
    const query = landingQueries(sandbox)[0];
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      country: 'spain',
      city: 'madrid',
      sorting: 'price_asc',
      category: 'sport,theatre',
      duration: '60-180,180-480',
      price: '2000-5000',
      date_start: '2026-12-01',
      date_end: '2026-12-05',
      currency: 'EUR',
    });
    // A place is set: no geolocation call.
    expect(apiCalls(sandbox).some((url) => url.pathname === '/v2/geolocation')).toBe(false);
  });

  it('shows prices in the current currency after "From", ratings, and the card’s date', async () => {
    renderWithSandbox(<LandingPage />, {
      currency: 'EUR',
      initialParams: { page: 'landing', country: 'ireland' },
    });
    const section = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const cards = within(section).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('From')).toBeVisible();
    expect(within(first).getByText(/^€\d/)).toBeVisible();
    expect(within(first).getByText(/^Rated \d(\.5)? out of 5$/)).toBeInTheDocument();
  });

  it("loads the first screen's card images at once with high priority, the rest lazily", async () => {
    renderWithSandbox(<LandingPage />, { initialParams: { page: 'landing', country: 'ireland' } });
    const [first, second] = await Promise.all([
      screen.findByRole('region', { name: 'Top picks in Ireland' }),
      screen.findByRole('region', { name: 'Music in Ireland' }),
    ]);
    const loading = (region: HTMLElement) =>
      within(region)
        .getAllByRole('article')
        .map((card) => {
          const image = card.querySelector('img');
          return `${image?.getAttribute('loading')}/${image?.getAttribute('fetchpriority') ?? 'auto'}`;
        });
    const firstCards = loading(first);
    expect(firstCards.length).toBeGreaterThan(4);
    expect(firstCards.slice(0, 4)).toEqual(Array(4).fill('eager/high'));
    expect(new Set(firstCards.slice(4))).toEqual(new Set(['lazy/auto']));
    expect(new Set(loading(second))).toEqual(new Set(['lazy/auto']));
  });

  it('shows the points slot only when points are configured', async () => {
    const { unmount } = renderWithSandbox(<LandingPage />, {
      initialParams: { page: 'landing', country: 'ireland' },
    });
    await screen.findByRole('region', { name: 'Top picks in Ireland' });
    expect(screen.queryByText('Avios')).toBeNull();
    unmount();

    renderWithSandbox(<LandingPage />, {
      initialParams: { page: 'landing', country: 'ireland' },
      pointsUnit: 'Avios',
      rewardPoints: (major) => Math.round(major * 10),
    });
    const section = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    expect(within(section).getAllByText('Avios').length).toBe(within(section).getAllByRole('article').length);
  });

  it('shows the points with their logo when a reward function has no unit (spec 1 §1)', async () => {
    renderWithSandbox(<LandingPage />, {
      initialParams: { page: 'landing', country: 'ireland' },
      pointsLogoUrl: '/fixtures/points/logo.svg',
      rewardPoints: (major) => Math.round(major * 10),
    });
    const section = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const cards = within(section).getAllByRole('article');
    for (const card of cards) {
      const logo = card.querySelector('img[src="/fixtures/points/logo.svg"]');
      expect(logo).not.toBeNull();
      expect(logo?.parentElement?.textContent).toMatch(/^\d[\d,.]*$/);
    }
  });

  it('goes to details with the id, locale, currency and date-only date, and reports select_item', async () => {
    const onParamsUpdate = vi.fn();
    const events: AnalyticsEvent[] = [];
    renderWithSandbox(<LandingPage />, {
      currency: 'EUR',
      onParamsUpdate,
      onAnalyticsEvent: (event) => events.push(event),
      initialParams: { page: 'landing', country: 'ireland' },
    });
    const section = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const [card] = within(section)
      .getAllByRole('button', { name: /.+/ })
      .filter((button) => button.closest('article'));
    await userEvent.click(card as HTMLElement);

    const update = onParamsUpdate.mock.calls.at(-1)?.[0];
    expect(update).toMatchObject({ page: 'details', locale: 'en-GB', currency: 'EUR' });
    expect(update.id).toMatch(/\S/);
    expect(update.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const select = events.find((event) => event.name === 'select_item');
    expect(select?.params).toMatchObject({
      item_list_name: 'Top picks in Ireland',
      items: [expect.objectContaining({ item_id: update.id, index: 0, price: expect.any(Number) })],
    });
  });

  it('reports view_item_list once per section shown, prices in major units of the currency', async () => {
    const events: AnalyticsEvent[] = [];
    renderWithSandbox(<LandingPage />, {
      onAnalyticsEvent: (event) => events.push(event),
      initialParams: { page: 'landing', country: 'ireland' },
    });
    const section = await screen.findByRole('region', { name: 'Music in Ireland' });
    await waitFor(() => expect(events.filter((event) => event.name === 'view_item_list')).toHaveLength(2));
    const lists = events.filter((event) => event.name === 'view_item_list');
    expect(lists.map((event) => event.params.item_list_name)).toEqual([
      'Top picks in Ireland',
      'Music in Ireland',
    ]);
    const music = lists[1];
    const cards = within(section).getAllByRole('article');
    expect(music?.params.items).toHaveLength(cards.length);
    // The card shows £35.30 when the item costs 3530 pence: the event says 35.3.
    const [firstItem] = music?.params.items ?? [];
    const shownPrice = within(cards[0] as HTMLElement).getByText(/^£/).textContent ?? '';
    expect(firstItem?.price).toBe(Number(shownPrice.replace(/[£,]/g, '')));
  });

  it('shows the breadcrumb country → city; the country returns to its landing with the city cleared', async () => {
    const onParamsUpdate = vi.fn();
    const { sandbox } = renderWithSandbox(<LandingPage />, {
      onParamsUpdate,
      initialParams: { page: 'landing', country: 'ireland', city: 'dublin' },
    });
    const trail = await screen.findByRole('navigation', { name: 'Location' });
    expect(within(trail).getByText('Dublin')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(trail).getByRole('button', { name: 'Ireland' }));

    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', country: 'ireland' }),
    );
    expect(onParamsUpdate.mock.calls.at(-1)?.[0]).not.toHaveProperty('city');
    expect(screen.queryByRole('navigation', { name: 'Location' })).toBeNull();
    await waitFor(() => expect(landingQueries(sandbox)).toHaveLength(2));
    expect(landingQueries(sandbox)[1]?.has('city')).toBe(false);
  });

  it("'Show more' applies the section's parameters", async () => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<LandingPage />, {
      onParamsUpdate,
      initialParams: { page: 'landing', country: 'ireland', categories: 'sport' },
    });
    const section = await screen.findByRole('region', { name: 'Sport in Ireland' });
    const buttons = within(section).getAllByRole('button', { name: 'Show more' });
    // At the header and after the cards (spec 1 §2); both say which section they belong to.
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toHaveAccessibleDescription('Sport in Ireland');
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({
        page: 'landing',
        country: 'ireland',
        categories: 'sport',
        sorting: 'popularity',
      }),
    );
  });

  it('shows skeletons, not cards, while the search loads', async () => {
    const sandbox = inProcessSandbox({ faults: 'latency=300,path=/landing$' });
    renderWithSandbox(<LandingPage />, { sandbox, initialParams: { page: 'landing', country: 'ireland' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading attractions');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(await screen.findByRole('region', { name: 'Top picks in Ireland' })).toBeVisible();
    expect(screen.queryByText('Loading attractions')).toBeNull();
  });

  it('keeps the previous cards on screen, marked busy, while a new search loads', async () => {
    const sandbox = inProcessSandbox({ faults: 'latency=300,path=/landing$' });
    renderWithSandbox(
      <>
        <LandingPage />
        <EurosButton />
      </>,
      { sandbox, initialParams: { page: 'landing', country: 'ireland' } },
    );
    const section = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const cards = within(section).getAllByRole('article');
    const list = section.parentElement as HTMLElement;
    expect(list).not.toHaveAttribute('aria-busy');

    await userEvent.click(screen.getByRole('button', { name: 'Euros' }));
    // The same cards (the same elements: nothing was re-drawn), marked busy, the wait announced.
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading attractions');
    expect(within(section).getAllByRole('article')).toEqual(cards);

    // The euro search's answer replaces them.
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    expect(landingQueries(sandbox).map((query) => query.get('currency'))).toEqual(['GBP', 'EUR']);
    expect(screen.queryByText('Loading attractions')).toBeNull();
    expect(within(section).getAllByText(/^€/).length).toBeGreaterThan(0);
  });

  it('searches again in the new currency when the visitor changes it, keeping the page', async () => {
    const { sandbox } = renderWithSandbox(
      <>
        <LandingPage />
        <EurosButton />
      </>,
      { initialParams: { page: 'landing', country: 'ireland' } },
    );
    const section = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    expect(within(section).getAllByText(/^£/).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Euros' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Top picks in Ireland' })).getAllByText(/^€/).length,
      ).toBeGreaterThan(0),
    );
    expect(landingQueries(sandbox).map((query) => query.get('currency'))).toEqual(['GBP', 'EUR']);
  });
});

describe('LandingPage failures (spec 1 §8)', () => {
  it('retries a 5xx and shows the sections without an error (the client retries)', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '503,path=/landing$,times=1' });
    renderWithSandbox(<LandingPage />, { sandbox, initialParams: { page: 'landing', country: 'ireland' } });
    await passRetryWaits();
    expect(await screen.findByRole('region', { name: 'Top picks in Ireland' })).toBeVisible();
    expect(landingQueries(sandbox)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a network failure', 'drop,path=/landing$,times=4'],
    ['server errors on every attempt', '500,path=/landing$,times=4'],
    ['a malformed answer', 'malformed,path=/landing$,times=1'],
  ])('shows the error modal once on %s; "Refresh the page" searches again', async (_, faults) => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults });
    renderWithSandbox(<LandingPage />, { sandbox, initialParams: { page: 'landing', country: 'ireland' } });
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("We're sorry,");
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('region', { name: 'Top picks in Ireland' })).toBeVisible();
  });

  it('ends "Loading attractions" with the error modal when the landing search never answers, at the first page’s 15 s', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox();
    // The landing search hangs like a host that never answers; only an abort ends it.
    const fetch = (request: Request) =>
      new URL(request.url).pathname === '/v2/landing'
        ? new Promise<Response>((_, reject) => {
            sandbox.requests.push(request.clone());
            request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
          })
        : sandbox.fetch(request);
    renderWithSandbox(<LandingPage />, {
      sandbox: { ...sandbox, fetch },
      initialParams: { page: 'landing', country: 'ireland' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading attractions');
    // 14 s in, the first attempt is still waiting.
    await elapse(14_000);
    expect(landingQueries(sandbox)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading attractions');
    // At 15 s the first page's budget is spent: no retry, the modal.
    await elapse(1000);
    expect(screen.queryByText('Loading attractions')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("We're sorry,");
    expect(landingQueries(sandbox)).toHaveLength(1);
  });

  it('keeps the booking session on a 401 of the landing search, which is not a session call, and shows the sections from a retry without it (issue 20 item 4)', async () => {
    const sandbox = inProcessSandbox({ faults: 'unauthorized,path=/landing$,times=1' });
    const sessionStore = createMemorySessionStore();
    sessionStore.set('stale-session', new Date(Date.now() + 600_000));
    renderWithSandbox(<LandingPage />, {
      sandbox,
      sessionStore,
      initialParams: { page: 'landing', country: 'ireland' },
    });
    expect(await screen.findByRole('region', { name: 'Top picks in Ireland' })).toBeVisible();
    const landing = sandbox.requests.filter((request) => new URL(request.url).pathname === '/v2/landing');
    expect(landing.map((request) => request.headers.get('booking-session'))).toEqual(['stale-session', null]);
    // Only a session call's 401 about the session it sent may drop it: a live basket is never orphaned.
    expect(sessionStore.get()).toBe('stale-session');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open the modal again while failures continue, until a search succeeds', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '500,path=/landing$,times=8' });
    renderWithSandbox(<LandingPage />, { sandbox, initialParams: { page: 'landing', country: 'ireland' } });
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await passRetryWaits();
    await waitFor(() => expect(landingQueries(sandbox)).toHaveLength(8));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the default banner, then to "Image could not be loaded"', async () => {
    renderWithSandbox(<LandingPage />, { initialParams: { page: 'landing', country: 'atlantis' } });
    const banner = screen.getByTestId('location-banner');
    const image = () => banner.querySelector('img:not([data-placeholder])') as HTMLImageElement;
    expect(image().src).toBe('http://sandbox.test/assets/atlantis/atlantis.png');
    // happy-dom loads no images: play the browser's part.
    fireEvent.error(image());
    expect(image().src).toBe('http://sandbox.test/assets/ireland/cork.png');
    fireEvent.error(image());
    expect(banner.querySelector('img')).toBeNull();
    expect(banner).toHaveTextContent('Image could not be loaded');
  });

  it("waits for the visitor's country before downloading the banner, then shows that country's", async () => {
    renderWithSandbox(<LandingPage />);
    const banner = screen.getByTestId('location-banner');
    // Locating: the box is there, no image is downloaded (not the default one either).
    expect(banner.querySelector('img:not([data-placeholder])')).toBeNull();
    expect(banner).toHaveTextContent('Loading image...');
    await waitFor(() =>
      expect((banner.querySelector('img') as HTMLImageElement | null)?.src).toBe(
        'http://sandbox.test/assets/ireland/ireland.png',
      ),
    );
    expect(banner.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the city banner of the chosen place', () => {
    renderWithSandbox(<LandingPage />, {
      initialParams: { page: 'landing', country: 'ireland', city: 'dublin' },
    });
    const image = screen.getByTestId('location-banner').querySelector('img') as HTMLImageElement;
    expect(image.src).toBe('http://sandbox.test/assets/ireland/dublin.png');
  });

  it("gives a city chosen without its country (navbar search) its own country's banner and breadcrumb", async () => {
    renderWithSandbox(<LandingPage />, { initialParams: { page: 'landing', city: 'kyoto' } });
    // The banner waits for the listing to name Kyoto's country, rather than asking Ireland's.
    const banner = screen.getByTestId('location-banner');
    expect(banner.querySelector('img')).toBeNull();
    const trail = await screen.findByRole('navigation', { name: 'Location' });
    expect(within(trail).getByRole('button', { name: 'Japan' })).toBeVisible();
    expect(within(trail).getByText('Kyoto')).toHaveAttribute('aria-current', 'page');
    const image = banner.querySelector('img') as HTMLImageElement;
    expect(image.src).toBe('http://sandbox.test/assets/japan/kyoto.png');
  });

  it('crops the banner to 10:1 on an image CDN (spec 1 §9)', () => {
    renderWithSandbox(<LandingPage />, {
      assetsUrl: 'https://coras.imgix.net/assets',
      initialParams: { page: 'landing', country: 'ireland', city: 'dublin' },
    });
    const image = screen.getByTestId('location-banner').querySelector('img:not([data-placeholder])');
    const candidates = (image?.getAttribute('srcset') ?? '').split(', ');
    expect(candidates).toHaveLength(7);
    for (const candidate of candidates) {
      const url = new URL(candidate.split(' ')[0] as string);
      expect(url.pathname).toBe('/assets/ireland/dublin.png');
      expect(url.searchParams.get('ar')).toBe('10:1');
      expect(url.searchParams.get('fit')).toBe('crop');
      expect(Math.round(Number(url.searchParams.get('w')) / Number(url.searchParams.get('h')))).toBe(10);
    }
  });

  it('falls back to the placeholder image when a card image fails, then to the text', async () => {
    renderWithSandbox(<LandingPage />, { initialParams: { page: 'landing', country: 'ireland' } });
    const section = await screen.findByRole('region', { name: 'Top picks in Ireland' });
    const card = within(section).getAllByRole('article')[0] as HTMLElement;
    const image = () => card.querySelector('img:not([data-placeholder])') as HTMLImageElement;
    expect(image().src).toMatch(/\/assets\/attractions\//);
    fireEvent.error(image());
    expect(image().src).toMatch(/^data:image\/svg\+xml/);
    fireEvent.error(image());
    expect(card).toHaveTextContent('Image could not be loaded');
  });
});

/** The integrator's messages that name the API host. */
const hostMessages = (logger: ReturnType<typeof testLogger>) =>
  logger.error.mock.calls.map(([message]) => message).filter((message) => message.includes('(api-host)'));

/**
 * Moves 20 s on from the first call, a second at a time: each call the page makes on the failure
 * of another (the landing search after the visitor's location) goes out in its turn.
 */
async function twentySeconds() {
  for (let second = 0; second < 20; second += 1) await elapse(1000);
}

describe('LandingPage on an API host that is down (issue 28)', () => {
  it('shows the error modal within 20 s of the first call when the host refuses connections, and "Refresh the page" loads the page once it is back', async () => {
    fakeTimeouts();
    const host = downHost('refusing');
    const logger = testLogger();
    renderWithSandbox(<LandingPage />, { sandbox: host.sandbox, logger });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading attractions');

    await twentySeconds();
    expect(screen.queryByText('Loading attractions')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("We're sorry, Something went wrong.");
    expect(hostMessages(logger)).toEqual([
      `Coras widget: the API host ${SANDBOX_HOST} (api-host) could not be reached, so the page shows its error message. Check the api-host setting, that the host is up, and that it allows this page's origin (CORS).`,
    ]);

    host.revive();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the error modal within 20 s of the first call when the host never answers; "Refresh the page" then waits and retries as usual', async () => {
    fakeTimeouts();
    const host = downHost('silent');
    const logger = testLogger();
    const { sandbox } = renderWithSandbox(<LandingPage />, { sandbox: host.sandbox, logger });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading attractions');

    await twentySeconds();
    expect(screen.queryByText('Loading attractions')).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("We're sorry, Something went wrong.");
    expect(hostMessages(logger)).toEqual([
      `Coras widget: the API host ${SANDBOX_HOST} (api-host) did not answer within 15 s, so the page shows its error message. Check that the host is up and answering.`,
    ]);

    // The refresh is the visitor's: the first page's spent budget does not cut it short.
    const before = landingQueries(sandbox).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await elapse(14_000);
    expect(screen.getByRole('status')).toHaveTextContent('Loading attractions');
    expect(landingQueries(sandbox)).toHaveLength(before + 1);
    // Its attempt times out at 15 s and is retried; by then the host is back.
    host.revive();
    for (let step = 0; step < 3; step += 1) await elapse(1000);
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(landingQueries(sandbox)).toHaveLength(before + 2);
    expect(hostMessages(logger)).toHaveLength(1);
  });
});
