import type { AnalyticsEvent, ParamsUpdate } from '@coras/booking-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeTimeouts,
  inProcessSandbox,
  passRetryWaits,
  renderWithSandbox,
} from '../../../test/harness.test-utils';
import { createHistoryRouter } from '../../runtime/navigation/router';
import { useNavigate } from '../../runtime/provider/navigation-context';
import { SearchPage } from './SearchPage';

/**
 * happy-dom has no IntersectionObserver: this stand-in records what is observed and lets a test
 * say when the sentinel comes into range (Chromium proves the real thing in the stories).
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  /** The sentinel entered (or left) the observed range. */
  static async intersect(isIntersecting: boolean) {
    await act(async () => {
      for (const observer of FakeIntersectionObserver.instances) {
        const entries = [...observer.elements].map((target) => ({ target, isIntersecting }));
        if (entries.length > 0) observer.callback(entries as IntersectionObserverEntry[], observer as never);
      }
    });
  }
}

/** A button that makes these navigations in one go (a visitor typing, a currency menu). */
function NavigateButton({ label, updates }: { label: string; updates: ParamsUpdate[] }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        for (const update of updates) navigate(update);
      }}
    >
      {label}
    </button>
  );
}

function attractionCalls(sandbox: ReturnType<typeof inProcessSandbox>) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v2/attractions')
    .map((url) => url.searchParams);
}

/** The page waits 300 ms after a change of term, locale or currency (spec 1 §9). */
async function passDebounce() {
  await act(() => vi.advanceTimersByTimeAsync(300));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  fakeTimeouts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The result cards (also while the error modal hides the page from assistive technology). */
function results() {
  return within(screen.getByRole('list', { hidden: true })).getAllByRole('article', { hidden: true });
}

describe('SearchPage', () => {
  it('shows "Showing results for {search}" and the first page of 10 after the debounce', async () => {
    const { sandbox } = renderWithSandbox(<SearchPage />, {
      initialParams: { page: 'search', search: 'tour' },
    });
    expect(screen.getByRole('heading', { name: 'Showing results for tour' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading attractions');
    expect(attractionCalls(sandbox)).toHaveLength(0);
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    const [query] = attractionCalls(sandbox);
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      search_term: 'tour',
      currency: 'GBP',
      page: '0',
      size: '10',
      language_code: 'en',
    });
    expect(query?.get('date_start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists its cards for search engines, in their order, at the addresses their links open (issue 32)', async () => {
    window.history.replaceState(null, '', '/en-GB/EUR/search?search=dublin');
    try {
      renderWithSandbox(<SearchPage />, { router: createHistoryRouter() });
      await passDebounce();
      await waitFor(() => expect(results().length).toBeGreaterThan(0));
      const scripts = document.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const list = JSON.parse(scripts[0]?.textContent ?? '');
      expect(list['@type']).toBe('ItemList');
      expect(list.itemListElement).toEqual(
        results().map((card, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: within(card).getByRole('heading').textContent,
          url: (within(card).getByRole('link') as HTMLAnchorElement).href,
        })),
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows each card with its 200×200 image, lowest price, rating, description and next date', async () => {
    renderWithSandbox(<SearchPage />, {
      currency: 'EUR',
      initialParams: { page: 'search', search: 'dublin' },
    });
    await passDebounce();
    await waitFor(() => expect(results().length).toBeGreaterThan(0));
    const first = results()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Dublin Old Town Walking Tour' })).toBeVisible();
    expect((first.querySelector('img') as HTMLImageElement).src).toMatch(/1\.svg\?w=200&h=200$/);
    expect(within(first).getByText('€12.00')).toBeVisible();
    expect(within(first).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(within(first).getByText(/relaxed introduction/)).toBeVisible();
    expect(first.querySelector('time')).toHaveAttribute(
      'datetime',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    );
  });

  it('shows a long description as an excerpt of at most 100 characters with an ellipsis (spec 2 §5)', async () => {
    renderWithSandbox(<SearchPage />, { initialParams: { page: 'search', search: 'galway heritage' } });
    await passDebounce();
    await waitFor(() => expect(results().length).toBeGreaterThan(0));
    const card = results().find((result) =>
      within(result).queryByRole('heading', { name: 'Galway Bay Heritage Walk' }),
    ) as HTMLElement;
    const description = within(card).getByText(/And there is more to say/);
    const text = description.textContent ?? '';
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('…')).toBe(true);
  });

  it('loads the next page when the sentinel comes into range, only while more remain and nothing loads', async () => {
    const { sandbox } = renderWithSandbox(<SearchPage />, {
      initialParams: { page: 'search', search: 'dublin' },
    });
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer?.options.rootMargin).toBe('0px 0px 50% 0px');

    await FakeIntersectionObserver.intersect(true);
    // Still in range when page 1 lands: page 2 follows at once (a tall screen).
    await waitFor(() => expect(results()).toHaveLength(24));
    expect(attractionCalls(sandbox).map((query) => query.get('page'))).toEqual(['0', '1', '2']);

    // All 24 shown: the sentinel asks for nothing more.
    await FakeIntersectionObserver.intersect(false);
    await FakeIntersectionObserver.intersect(true);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(attractionCalls(sandbox)).toHaveLength(3);
  });

  it('asks for no page while one is loading, however often the sentinel comes into range', async () => {
    const sandbox = inProcessSandbox();
    // Every page takes 2 s to answer (the sandbox's latency fault), so the visitor scrolls meanwhile.
    const fetch = (request: Request) => {
      const slow = new Request(request);
      slow.headers.set('X-Sandbox-Fault', 'latency=2000');
      return sandbox.fetch(slow);
    };
    renderWithSandbox(<SearchPage />, {
      sandbox,
      fetch,
      initialParams: { page: 'search', search: 'dublin' },
    });
    await passDebounce();
    // The first page is loading: the sentinel in range asks for no second one.
    await FakeIntersectionObserver.intersect(true);
    await FakeIntersectionObserver.intersect(true);
    expect(attractionCalls(sandbox).map((query) => query.get('page'))).toEqual(['0']);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(results()).toHaveLength(10));

    // Page 1 is loading: scrolling up and down again adds no request.
    await FakeIntersectionObserver.intersect(true);
    await FakeIntersectionObserver.intersect(false);
    await FakeIntersectionObserver.intersect(true);
    await FakeIntersectionObserver.intersect(true);
    expect(attractionCalls(sandbox).map((query) => query.get('page'))).toEqual(['0', '1']);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(results()).toHaveLength(20));
  });

  it('starts again at page 0 in a new language', async () => {
    const { sandbox } = renderWithSandbox(
      <>
        <SearchPage />
        <NavigateButton label="Deutsch" updates={[{ page: 'search', locale: 'de-DE' }]} />
      </>,
      { locales: 'en-GB,de-DE', initialParams: { page: 'search', search: 'dublin' } },
    );
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    await FakeIntersectionObserver.intersect(true);
    await waitFor(() => expect(results()).toHaveLength(24));
    // Scrolled back up: the list starts again at the top in German.
    await FakeIntersectionObserver.intersect(false);

    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await passDebounce();
    await waitFor(() => expect(attractionCalls(sandbox)).toHaveLength(4));
    const latest = attractionCalls(sandbox)[3];
    expect(latest?.get('page')).toBe('0');
    expect(latest?.get('language_code')).toBe('de');
    await waitFor(() => expect(results()).toHaveLength(10));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(attractionCalls(sandbox)).toHaveLength(4);
  });

  it('starts again at page 0 when the term changes, once after the 300 ms debounce', async () => {
    const { sandbox } = renderWithSandbox(
      <>
        <SearchPage />
        <NavigateButton
          label="Retype"
          updates={['cas', 'cast', 'castle'].map((search) => ({ page: 'search', search }))}
        />
      </>,
      { initialParams: { page: 'search', search: 'dublin' } },
    );
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Retype' }));
    await passDebounce();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('castle'));
    await waitFor(() => expect(attractionCalls(sandbox)).toHaveLength(2));
    expect(attractionCalls(sandbox)[1]?.get('search_term')).toBe('castle');
    expect(attractionCalls(sandbox)[1]?.get('page')).toBe('0');
  });

  it('searches again in the new currency', async () => {
    const { sandbox } = renderWithSandbox(
      <>
        <SearchPage />
        <NavigateButton label="Euros" updates={[{ page: 'search', currency: 'EUR' }]} />
      </>,
      { initialParams: { page: 'search', search: 'dublin' } },
    );
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Euros' }));
    await passDebounce();
    await waitFor(() => expect(within(results()[0] as HTMLElement).getByText(/^€/)).toBeVisible());
    expect(attractionCalls(sandbox).map((query) => query.get('currency'))).toEqual(['GBP', 'EUR']);
  });

  it('says "No attractions found for your criteria." when nothing matches', async () => {
    renderWithSandbox(<SearchPage />, { initialParams: { page: 'search', search: 'zzzz' } });
    await passDebounce();
    expect(await screen.findByText('No attractions found for your criteria.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it("'Back to top' brings the heading into view and focus", async () => {
    renderWithSandbox(<SearchPage />, { initialParams: { page: 'search', search: 'dublin' } });
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    const heading = screen.getByRole('heading', { name: 'Showing results for dublin' });
    heading.scrollIntoView = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(heading.scrollIntoView).toHaveBeenCalled();
    expect(heading).toHaveFocus();
  });

  it('goes to details with the id and the next date, reporting view_item_list per page and select_item', async () => {
    const onParamsUpdate = vi.fn();
    const events: AnalyticsEvent[] = [];
    renderWithSandbox(<SearchPage />, {
      onParamsUpdate,
      onAnalyticsEvent: (event) => events.push(event),
      initialParams: { page: 'search', search: 'dublin' },
    });
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    await FakeIntersectionObserver.intersect(true);
    await waitFor(() => expect(results()).toHaveLength(24));
    const lists = events.filter((event) => event.name === 'view_item_list');
    expect(lists.map((event) => event.params.items.length)).toEqual([10, 10, 4]);
    expect(lists[1]?.params.items[0]?.index).toBe(10);

    await userEvent.click(within(results()[0] as HTMLElement).getByRole('button'));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({
        page: 'details',
        id: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    expect(events.at(-1)).toMatchObject({ name: 'select_item', params: { items: [{ index: 0 }] } });
  });
});

describe('SearchPage failures (spec 1 §8)', () => {
  it('retries a 5xx and shows the results without an error', async () => {
    const sandbox = inProcessSandbox({ faults: '502,path=/attractions,times=1' });
    renderWithSandbox(<SearchPage />, { sandbox, initialParams: { page: 'search', search: 'dublin' } });
    await passDebounce();
    await passRetryWaits();
    await waitFor(() => expect(results()).toHaveLength(10));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a network failure', 'drop,path=/attractions,times=4'],
    ['a malformed answer', 'malformed,path=/attractions,times=1'],
  ])('shows the error modal once on %s; "Refresh the page" loads the page again', async (_, faults) => {
    const sandbox = inProcessSandbox({ faults });
    renderWithSandbox(<SearchPage />, { sandbox, initialParams: { page: 'search', search: 'dublin' } });
    await passDebounce();
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Something went wrong.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await waitFor(() => expect(results()).toHaveLength(10));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open the modal again while failures continue', async () => {
    const sandbox = inProcessSandbox({ faults: '500,path=/attractions,times=8' });
    renderWithSandbox(<SearchPage />, { sandbox, initialParams: { page: 'search', search: 'dublin' } });
    await passDebounce();
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await passRetryWaits();
    await waitFor(() => expect(attractionCalls(sandbox)).toHaveLength(8));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the placeholder image when a card image fails, then to the text', async () => {
    renderWithSandbox(<SearchPage />, { initialParams: { page: 'search', search: 'dublin' } });
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    const card = results()[0] as HTMLElement;
    const image = () => card.querySelector('img:not([data-placeholder])') as HTMLImageElement;
    expect(image().src).toMatch(/\/assets\/attractions\//);
    // happy-dom loads no images: play the browser's part.
    fireEvent.error(image());
    expect(image().src).toMatch(/^data:image\/svg\+xml/);
    fireEvent.error(image());
    expect(card).toHaveTextContent('Image could not be loaded');
  });

  it('keeps the results shown when a further page fails, and retries that page', async () => {
    const sandbox = inProcessSandbox();
    // Page 1 fails on every attempt until the visitor retries (the fault header of the sandbox).
    let failing = true;
    const fetch = (request: Request) => {
      if (failing && new URL(request.url).searchParams.get('page') === '1') {
        const faulty = new Request(request);
        faulty.headers.set('X-Sandbox-Fault', '500');
        return sandbox.fetch(faulty);
      }
      return sandbox.fetch(request);
    };
    renderWithSandbox(<SearchPage />, {
      sandbox,
      fetch,
      initialParams: { page: 'search', search: 'dublin' },
    });
    await passDebounce();
    await waitFor(() => expect(results()).toHaveLength(10));
    await FakeIntersectionObserver.intersect(true);
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    expect(results()).toHaveLength(10);
    failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await waitFor(() => expect(results()).toHaveLength(24));
  });
});
