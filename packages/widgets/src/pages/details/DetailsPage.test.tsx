import type { AnalyticsEvent } from '@coras/booking-core';
import { FIXTURE_IDS } from '@coras/sandbox-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  elapse,
  fakeTimeouts,
  inProcessSandbox,
  passRetryWaits,
  renderWithSandbox,
} from '../../../test/harness.test-utils';
import { createHistoryRouter } from '../../runtime/navigation/router';
import { useNavigate } from '../../runtime/provider/navigation-context';
import type { BookingPanelSlotProps } from './BookingPanelSlot';
import { DetailsPage } from './DetailsPage';
import { STORY_FIXTURES } from './detailsStory.test-utils';
import { detailsMessages as messages } from './messages/en-GB';

/** The tour details' accordion items, in the spec's order and words (spec 2 §2). */
const TOUR_ACCORDION_TITLES = [
  "What's included",
  "What's excluded",
  'Departure Point',
  'Please note',
  'Cancellation',
];

const tour = { page: 'details', id: FIXTURE_IDS.dublinWalkingTour } as const;
const theatre = { page: 'details', id: FIXTURE_IDS.corkTheatre } as const;

/** The API calls a sandbox received (paths under /v2 only: happy-dom fetches no images). */
function apiCalls(sandbox: ReturnType<typeof inProcessSandbox>) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/v2/'));
}

function attractionCalls(sandbox: ReturnType<typeof inProcessSandbox>) {
  return apiCalls(sandbox).filter((url) => url.pathname.startsWith('/v2/attractions/'));
}

/** The page's title, once the rest of the page (drawn in the render after it) is there too. */
async function title(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('[data-layout]')).not.toBeNull());
  return heading;
}

/** The navbar's part: another currency, then another attraction. */
function Switcher() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate({ page: 'details', currency: 'EUR' })}>
        Euros
      </button>
      <button type="button" onClick={() => navigate({ page: 'details', id: FIXTURE_IDS.corkTheatre })}>
        Theatre
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DetailsPage', () => {
  it('asks for the attraction once, in the currency with size 0, and shows its name and first date', async () => {
    fakeTimeouts();
    const { sandbox } = renderWithSandbox(<DetailsPage />, { currency: 'EUR', initialParams: tour });
    await title('Dublin Old Town Walking Tour');
    // Let any late effect fire its call before counting.
    await elapse(5000);
    const calls = attractionCalls(sandbox);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe(`/v2/attractions/${FIXTURE_IDS.dublinWalkingTour}`);
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toMatchObject({ currency: 'EUR', size: '0' });
    // The other attractions come from the place's landing search, asked once too.
    const paths = apiCalls(sandbox).map((url) => url.pathname);
    expect(paths.filter((path) => path === '/v2/landing')).toHaveLength(1);
    // The first instance date, in the venue's zone (2026-11-21T10:00 Europe/Dublin).
    expect(screen.getByText('Saturday 21 November 2026')).toBeVisible();
  });

  it('asks for the attraction again when the visitor comes back to the tab or the network comes back: its days on sale and prices may have moved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { sandbox } = renderWithSandbox(<DetailsPage />, { currency: 'EUR', initialParams: tour });
    await title('Dublin Old Town Walking Tour');
    // Past the 5 s an answer is reused for, and the throttle of focus revalidation.
    await elapse(6000);
    expect(attractionCalls(sandbox)).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    await elapse(0);
    await waitFor(() => expect(attractionCalls(sandbox)).toHaveLength(2));
    await elapse(6000);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await elapse(0);
    await waitFor(() => expect(attractionCalls(sandbox)).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' })).toBeVisible();
  });

  it('shows the breadcrumb country → city → attraction; the places go back to their landing page', async () => {
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<DetailsPage />, { onParamsUpdate, initialParams: tour });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Dublin Old Town Walking Tour')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(trail).getByRole('button', { name: 'Dublin' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', country: 'ireland', city: 'dublin' }),
    );
  });

  it('tour layout: summary, highlights, itinerary, the duration line and the five accordion items', async () => {
    renderWithSandbox(<DetailsPage />, { initialParams: tour });
    await title('Dublin Old Town Walking Tour');
    const area = document.querySelector('[data-layout="tour"]') as HTMLElement;
    expect(
      within(area).getByText('A relaxed introduction to the city with a guide who loves it.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Highlights' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Itinerary' })).toBeVisible();
    // 135 minutes.
    expect(screen.getByText('Duration: 2 hours 15 minutes')).toBeVisible();
    const triggers = screen
      .getAllByRole('button', { expanded: false })
      .filter((button) => button.closest('h2'));
    expect(triggers.map((button) => button.textContent)).toEqual([...TOUR_ACCORDION_TITLES]);
    // No theatre section on a tour.
    expect(screen.queryByRole('heading', { name: 'Seatmap' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'About' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Location' })).toBeNull();
  });

  it('theatre layout: Location joined by commas, About, and the seat map with its caption', async () => {
    renderWithSandbox(<DetailsPage />, { initialParams: theatre });
    await title('The Playboy of the Western World');
    const location = screen
      .getByRole('heading', { level: 2, name: 'Location' })
      .closest('section') as HTMLElement;
    expect(location).toHaveTextContent('Cork Opera House, 132 O’Connell Street, Cork');
    const about = screen.getByRole('heading', { level: 2, name: 'About' }).closest('section') as HTMLElement;
    expect(within(about).getByText('The Playboy of the Western World', { selector: 'strong' })).toBeVisible();
    const seatmap = screen
      .getByRole('heading', { level: 2, name: 'Seatmap' })
      .closest('section') as HTMLElement;
    expect(within(seatmap).getByRole('img', { name: 'Seat map of Cork Opera House' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/assets\/seatmaps\/.+\.svg$/),
    );
    expect(within(seatmap).getByText('For illustrative purposes only')).toBeVisible();
    // No tour section on a theatre.
    expect(screen.queryByRole('heading', { name: 'Highlights' })).toBeNull();
    expect(screen.queryByText(/^Duration:/)).toBeNull();
    expect(screen.queryByRole('button', { name: "What's included" })).toBeNull();
  });

  it('hides the sections whose text is blank or only whitespace', async () => {
    renderWithSandbox(<DetailsPage />, { initialParams: { page: 'details', id: FIXTURE_IDS.blankTexts } });
    await title('Cork English Market Stroll');
    // summary '', highlights ' \n\t  ', itinerary '', please_note '   '
    expect(screen.queryByRole('heading', { name: 'Highlights' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Itinerary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Please note' })).toBeNull();
    const items = screen.getAllByRole('button').filter((button) => button.closest('h2'));
    expect(items.map((button) => button.textContent)).toEqual([
      "What's included",
      "What's excluded",
      'Departure Point',
      'Cancellation',
    ]);
  });

  it('opens one accordion item at a time; clicking the open item closes it', async () => {
    renderWithSandbox(<DetailsPage />, { initialParams: tour });
    await title('Dublin Old Town Walking Tour');
    const included = screen.getByRole('button', { name: "What's included" });
    const excluded = screen.getByRole('button', { name: "What's excluded" });
    await userEvent.click(included);
    expect(included).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Local guide')).toBeVisible();
    await userEvent.click(excluded);
    expect(excluded).toHaveAttribute('aria-expanded', 'true');
    expect(included).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(excluded);
    expect(excluded).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryAllByRole('button', { expanded: true }).filter((button) => button.closest('h2')),
    ).toHaveLength(0);
  });

  it('hands the booking panel the attraction and the date parameter, or today in the venue’s zone', async () => {
    const panel = vi.fn((props: BookingPanelSlotProps) => (
      <p>Panel for {props.attraction.attraction_name}</p>
    ));
    const { unmount } = renderWithSandbox(<DetailsPage bookingPanel={panel} />, {
      initialParams: { ...tour, date: '2026-12-05' },
    });
    expect(await screen.findByText('Panel for Dublin Old Town Walking Tour')).toBeVisible();
    expect(panel).toHaveBeenLastCalledWith(
      expect.objectContaining({
        date: '2026-12-05',
        attraction: expect.objectContaining({ coras_attraction_id: FIXTURE_IDS.dublinWalkingTour }),
      }),
    );
    unmount();

    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T23:30:00Z') });
    const aucklandPanel = vi.fn((_props: BookingPanelSlotProps) => null);
    renderWithSandbox(<DetailsPage bookingPanel={aucklandPanel} />, {
      initialParams: { page: 'details', id: FIXTURE_IDS.aucklandCruise },
    });
    await waitFor(() => expect(aucklandPanel).toHaveBeenCalled());
    // 23:30 UTC is already the 22nd in Auckland.
    expect(aucklandPanel.mock.calls.at(-1)?.[0].date).toBe('2026-11-22');
  });

  it('shows the booking panel beside the details by default', async () => {
    renderWithSandbox(<DetailsPage />, { initialParams: { ...tour, date: '2026-12-05' } });
    await title('Dublin Old Town Walking Tour');
    expect(await screen.findByRole('button', { name: 'Check Availability' })).toBeVisible();
  });

  it('sanitises the attraction’s HTML: the text stays, no script, handler or javascript: link', async () => {
    const sandbox = inProcessSandbox();
    const hostile = async (request: Request) => {
      const response = await sandbox.fetch(request);
      if (!new URL(request.url).pathname.startsWith('/v2/attractions/')) return response;
      const body = await response.json();
      return Response.json({
        ...body,
        description:
          '<p onmouseover="alert(1)">Doors open at 7pm.</p><img src="x" onerror="alert(2)" alt=""><script>alert(3)</script><a href="javascript:alert(4)">Tickets</a><a href="https://venue.example">Venue</a>',
      });
    };
    renderWithSandbox(<DetailsPage />, { sandbox, fetch: hostile, initialParams: theatre });
    const about = (await screen.findByRole('heading', { level: 2, name: 'About' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(about).getByText('Doors open at 7pm.')).toBeVisible();
    expect(about.innerHTML).not.toMatch(/onmouseover|onerror|<script|javascript:/);
    const venue = within(about).getByRole('link', { name: 'Venue (opens in a new tab)' });
    expect(venue).toHaveAttribute('target', '_blank');
    expect(venue).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('emits view_item once per attraction, its lowest price in major units of the currency', async () => {
    const events: AnalyticsEvent[] = [];
    renderWithSandbox(
      <>
        <DetailsPage />
        <Switcher />
      </>,
      { onAnalyticsEvent: (event) => events.push(event), initialParams: tour },
    );
    await title('Dublin Old Town Walking Tour');
    const views = () => events.filter((event) => event.name === 'view_item');
    await waitFor(() => expect(views()).toHaveLength(1));
    expect(views()[0]?.params).toEqual({
      currency: 'GBP',
      value: 10.2,
      items: [
        {
          item_id: FIXTURE_IDS.dublinWalkingTour,
          item_name: 'Dublin Old Town Walking Tour',
          item_category: 'Activities',
          price: 10.2,
          quantity: 1,
        },
      ],
    });
    // Another currency is the same attraction: no second view_item.
    await userEvent.click(screen.getByRole('button', { name: 'Euros' }));
    await waitFor(() =>
      expect(screen.getAllByText(/^€/, { selector: 'article *' }).length).toBeGreaterThan(0),
    );
    expect(views()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Theatre' }));
    await title('The Playboy of the Western World');
    await waitFor(() => expect(views()).toHaveLength(2));
    expect(views()[1]?.params).toMatchObject({ currency: 'EUR', value: 33 });
  });

  it('shows loading skeletons with a status, then the attraction', async () => {
    const sandbox = inProcessSandbox({ faults: 'latency=200,path=/attractions/' });
    renderWithSandbox(<DetailsPage />, { sandbox, initialParams: tour });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading attraction');
    await title('Dublin Old Town Walking Tour');
    expect(screen.queryByText('Loading attraction')).toBeNull();
  });

  it('shows other attractions of the place, without the attraction itself', async () => {
    renderWithSandbox(<DetailsPage />, { initialParams: tour });
    const section = await screen.findByRole('region', { name: 'Other attractions' });
    await waitFor(() => expect(within(section).getAllByRole('article').length).toBeGreaterThan(0));
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names).not.toContain('Dublin Old Town Walking Tour');
  });
});

describe('structured data for search engines (issue 32)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The page's JSON-LD, parsed; `undefined` when it has none. */
  const structuredData = () => {
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts.length).toBeLessThanOrEqual(1);
    return scripts[0] ? JSON.parse(scripts[0].textContent ?? '') : undefined;
  };

  it.each([
    [
      'a theatre performance is an Event with its venue',
      theatre.id,
      'EUR',
      'The Playboy of the Western World',
      'Event',
      33,
    ],
    [
      'a tour is a tourist attraction',
      tour.id,
      'GBP',
      'Dublin Old Town Walking Tour',
      'TouristAttraction',
      10.2,
    ],
  ] as const)(
    '%s, at its own address, with its lowest price in the page currency',
    async (_case, id, currency, name, type, price) => {
      window.history.replaceState(null, '', `/en-GB/${currency}/${id}`);
      renderWithSandbox(<DetailsPage />, { router: createHistoryRouter() });
      await title(name);
      expect(structuredData()).toMatchObject({
        '@context': 'https://schema.org',
        '@type': type,
        name,
        url: `${window.location.origin}/en-GB/${currency}/${id}`,
        offers: { '@type': 'Offer', price, priceCurrency: currency },
      });
    },
  );

  it('is left out when the widget keeps no addresses: there is no page of its own to describe', async () => {
    renderWithSandbox(<DetailsPage />, { initialParams: tour });
    await title('Dublin Old Town Walking Tour');
    expect(structuredData()).toBeUndefined();
  });
});

describe('DetailsPage failures (spec 2 §8)', () => {
  it('shows a not-found state for an id the server does not know, without the error modal', async () => {
    const onParamsUpdate = vi.fn();
    const { sandbox } = renderWithSandbox(<DetailsPage />, {
      onParamsUpdate,
      initialParams: { page: 'details', id: 'no-such-attraction' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this attraction' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A 404 is an answer, not a failure: asked once, not retried.
    expect(attractionCalls(sandbox)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Browse attractions' }));
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ page: 'landing' }));
  });

  it.each([
    ['a network failure', 'drop,path=/attractions/,times=4'],
    ['server errors on every attempt', '500,path=/attractions/,times=4'],
    ['a malformed answer', 'malformed,path=/attractions/,times=1'],
  ])(
    'shows the error modal once on %s; "Refresh the page" fetches the attraction again',
    async (_, faults) => {
      fakeTimeouts();
      const sandbox = inProcessSandbox({ faults });
      renderWithSandbox(<DetailsPage />, { sandbox, initialParams: tour });
      await passRetryWaits();
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent("We're sorry,");
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      const before = attractionCalls(sandbox).length;

      await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await title('Dublin Old Town Walking Tour');
      expect(attractionCalls(sandbox)).toHaveLength(before + 1);
    },
  );

  it('opens the error modal when the attraction fails to reload in another currency, and retries it', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox();
    let failEuros = true;
    const flaky = async (request: Request) => {
      const url = new URL(request.url);
      if (
        failEuros &&
        url.pathname.startsWith('/v2/attractions/') &&
        url.searchParams.get('currency') === 'EUR'
      ) {
        sandbox.requests.push(request.clone());
        return Response.json({ code: 50, message: 'Injected' }, { status: 500 });
      }
      return sandbox.fetch(request);
    };
    renderWithSandbox(
      <>
        <DetailsPage />
        <Switcher />
      </>,
      { sandbox, fetch: flaky, initialParams: tour },
    );
    await title('Dublin Old Town Walking Tour');
    await userEvent.click(screen.getByRole('button', { name: 'Euros' }));
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    // The page keeps the attraction it has while the modal speaks (hidden from the accessibility
    // tree behind the modal, but on screen).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour', hidden: true }),
    ).toBeInTheDocument();
    failEuros = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(attractionCalls(sandbox).at(-1)?.searchParams.get('currency')).toBe('EUR'));
  });

  it('does not open the modal again while failures continue', async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '500,path=/attractions/,times=8' });
    renderWithSandbox(<DetailsPage />, { sandbox, initialParams: tour });
    await passRetryWaits();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh the page' }));
    await passRetryWaits();
    await waitFor(() => expect(attractionCalls(sandbox)).toHaveLength(8));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('stories', () => {
  it('name the sandbox fixtures by their fixed ids', () => {
    expect(STORY_FIXTURES).toEqual({
      dublinWalkingTour: FIXTURE_IDS.dublinWalkingTour,
      corkTheatre: FIXTURE_IDS.corkTheatre,
      blankTexts: FIXTURE_IDS.blankTexts,
    });
  });
});

describe('catalogue', () => {
  it('words the accordion and the viewer as the spec does', () => {
    expect([
      messages['details.included'],
      messages['details.excluded'],
      messages['details.departurePoint'],
      messages['details.pleaseNote'],
      messages['details.cancellation'],
    ]).toEqual([...TOUR_ACCORDION_TITLES]);
    expect(messages['details.seatmapCaption']).toBe('For illustrative purposes only');
    expect(messages['viewer.counter'].replace('{position}', '3').replace('{total}', '7')).toBe('3/7 Photos');
  });
});
