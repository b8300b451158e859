import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elapse, fakeTimeouts, inProcessSandbox, renderWithSandbox } from '../../../test/harness.test-utils';
import { useNavigate } from '../../runtime/provider/navigation-context';
import { LocationPicker } from './LocationPicker';

type Sandbox = ReturnType<typeof inProcessSandbox>;

/** The `locations/search` calls the sandbox received, as their query parameters. */
function locationSearches(sandbox: Sandbox) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v2/locations/search')
    .map((url) => url.searchParams);
}

function listings(sandbox: Sandbox) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v2/locations')
    .map((url) => url.searchParams);
}

/** A sandbox whose answers to `query=<term>` wait until released, and that keeps each request. */
function gatedSandbox(term: string) {
  const sandbox = inProcessSandbox();
  const sent: Request[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = async (request: Request) => {
    sent.push(request);
    if (new URL(request.url).searchParams.get('query') === term) await gate;
    return sandbox.fetch(request);
  };
  return { sandbox: { ...sandbox, fetch }, sent, release };
}

const field = () => screen.getByRole('combobox', { name: 'Things to do in' });
const listbox = () => screen.getByRole('listbox');

/** Opens the dropdown with a click and waits for the popular places. */
async function openWithPopular(user: ReturnType<typeof userEvent.setup>) {
  await user.click(field());
  await screen.findByRole('option', { name: 'Ireland' });
}

/** Another screen that moves the page: the breadcrumb, the navbar. */
function Elsewhere() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate({ page: 'landing', country: 'spain', city: '' })}>
        Spain
      </button>
      <button type="button" onClick={() => navigate({ page: 'landing', country: '', city: '' })}>
        Nowhere
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LocationPicker', () => {
  it("reads 'Where are you going?' under 'Things to do in' until a place is chosen", async () => {
    fakeTimeouts();
    const { sandbox } = renderWithSandbox(<LocationPicker geolocation={null} />);
    expect(screen.getByRole('heading', { name: 'Things to do in', level: 2 })).toBeVisible();
    expect(field()).toHaveAttribute('placeholder', 'Where are you going?');
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    // Nothing is asked before the visitor opens it.
    await elapse(5000);
    expect(sandbox.requests).toHaveLength(0);
  });

  it("opens on a click with 'Near me' under 'Popular'; popular places are fetched once and cached", async () => {
    const user = userEvent.setup();
    const { sandbox } = renderWithSandbox(<LocationPicker geolocation={null} />);
    await openWithPopular(user);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).toHaveAccessibleName('Popular');
    const names = within(listbox())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'Near me',
      'Ireland',
      'Dublin, Ireland',
      'Cork, Ireland',
      'London, United Kingdom',
      'Barcelona, Spain',
      'Paris, France',
    ]);

    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.click(document.body);
    await user.click(field());
    await screen.findByRole('option', { name: 'Ireland' });
    await user.keyboard('{Escape}');
    await user.click(field());
    expect(await screen.findByRole('option', { name: 'Ireland' })).toBeVisible();

    const searches = locationSearches(sandbox);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.has('query')).toBe(false);
    expect(searches[0]?.get('language_code')).toBe('en');
  });

  it('shows a flag for a country (from the listing’s ISO code) and a pin for other places', async () => {
    const user = userEvent.setup();
    const { sandbox } = renderWithSandbox(<LocationPicker geolocation={null} />, {
      assetsUrl: 'https://assets.example',
    });
    await openWithPopular(user);
    const ireland = screen.getByRole('option', { name: 'Ireland' });
    await waitFor(() =>
      expect(ireland.querySelector('img')).toHaveAttribute('src', 'https://assets.example/flags/ie.svg'),
    );
    const dublin = screen.getByRole('option', { name: 'Dublin, Ireland' });
    expect(dublin.querySelector('img')).toBeNull();
    expect(dublin.querySelector('svg')).not.toBeNull();
    // The whole listing, asked once for the codes.
    expect(listings(sandbox)).toHaveLength(1);
  });

  it('searches nothing below 3 characters, then at most every 500 ms, aborting a superseded search', async () => {
    const { sandbox, sent, release } = gatedSandbox('cor');
    renderWithSandbox(<LocationPicker geolocation={null} />, { sandbox });
    await openWithPopular(userEvent.setup());

    // Time advances with the test (Testing Library waits on a real-time setTimeout); the throttle is driven below.
    fakeTimeouts();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(field(), 'co');
    expect(locationSearches(sandbox).filter((query) => query.has('query'))).toHaveLength(0);
    expect(sent).toHaveLength(2);
    expect(screen.getByText('Type at least 3 characters to search')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();

    // The third character searches at once; the fourth waits for the end of the 500 ms window.
    await user.type(field(), 'r');
    await user.type(field(), 'k');
    // Counted as sent: the gated answer to 'cor' is still on its way.
    const terms = () =>
      sent
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/v2/locations/search')
        .flatMap((url) => url.searchParams.getAll('query'));
    expect(terms()).toEqual(['cor']);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(terms()).toEqual(['cor']);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(terms()).toEqual(['cor', 'cork']);
    const superseded = sent.find((request) => new URL(request.url).searchParams.get('query') === 'cor');
    expect(superseded?.signal.aborted).toBe(true);
    vi.useRealTimers();
    release();

    expect(await screen.findByRole('option', { name: 'Cork, Ireland' })).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 destination found');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithSandbox(<LocationPicker geolocation={null} />);
    await openWithPopular(user);
    await user.type(field(), 'xyzzy');
    expect(await screen.findByText('No destinations found', { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No destinations found');
  });

  it('Enter chooses the only result of 3 or more characters, navigates to it and leaves the field', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<LocationPicker geolocation={null} />, { onParamsUpdate });
    await openWithPopular(user);
    await user.type(field(), 'cor');
    await screen.findByRole('option', { name: 'Cork, Ireland' });
    await user.keyboard('{Enter}');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', city: 'cork', country: 'ireland' }),
    );
    expect(field()).not.toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('Cork');
  });

  it('Enter with several results chooses nothing, and keeps the focus and the list', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<LocationPicker geolocation={null} />, { onParamsUpdate });
    await openWithPopular(user);
    await user.type(field(), 'dub');
    await screen.findByRole('option', { name: 'Dubai, United Arab Emirates' });
    await user.keyboard('{Enter}');
    expect(onParamsUpdate).not.toHaveBeenCalled();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Dubai, United Arab Emirates' })).toBeVisible();
  });

  it('moves through the options with the arrows (wrapping), and Enter chooses the active one', async () => {
    const user = userEvent.setup();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(<LocationPicker geolocation={null} />, { onParamsUpdate });
    // Focus opens it, as a click does; the keyboard then moves into the options.
    await user.tab();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('option', { name: 'Ireland' });
    const options = screen.getAllByRole('option');
    expect(field()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('data-active');
    await user.keyboard('{Enter}');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', city: 'dublin', country: 'ireland' }),
    );
    expect(field()).toHaveValue('Dublin');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape and a click outside close it and bring back the chosen name', async () => {
    const user = userEvent.setup();
    renderWithSandbox(
      <>
        <LocationPicker geolocation={null} />
        <button type="button">Elsewhere</button>
      </>,
      { initialParams: { page: 'landing', country: 'ireland' } },
    );
    await waitFor(() => expect(field()).toHaveValue('Ireland'));

    await user.click(field());
    // Open: the term is cleared and the chosen name stands in as the placeholder.
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'Ireland');
    await user.type(field(), 'dub');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('Ireland');
    expect(field()).toHaveAttribute('placeholder', 'Where are you going?');

    await user.click(field());
    await screen.findByRole('option', { name: 'Ireland' });
    await user.type(field(), 'lon');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'false'));
    expect(field()).toHaveValue('Ireland');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("'Near me' searches around the visitor's position and keeps the dropdown open", async () => {
    const user = userEvent.setup();
    const geolocation = vi.fn(async () => ({ latitude: 53.35, longitude: -6.26 }));
    const { sandbox } = renderWithSandbox(<LocationPicker geolocation={geolocation} />);
    await openWithPopular(user);
    await user.click(screen.getByRole('option', { name: 'Near me' }));
    expect(geolocation).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Near me' })).toHaveAttribute('aria-selected', 'true'),
    );
    await screen.findByRole('option', { name: 'Dublin, Ireland' });
    expect(screen.getAllByRole('option')[1]).toHaveAccessibleName('Dublin, Ireland');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const byPosition = locationSearches(sandbox).at(-1);
    expect(byPosition?.get('latitude')).toBe('53.35');
    expect(byPosition?.get('longitude')).toBe('-6.26');
    expect(screen.getByRole('status')).toHaveTextContent('5 destinations found');

    // Typing drops the position: the term's results replace the nearest places.
    await user.type(field(), 'par');
    expect(await screen.findByRole('option', { name: 'Paris, France' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Near me' })).toBeNull();
  });

  it('a denied or unsupported geolocation is only logged', async () => {
    const user = userEvent.setup();
    const denied = vi.fn(async () => {
      throw new Error('User denied Geolocation');
    });
    const { logger, unmount } = renderWithSandbox(<LocationPicker geolocation={denied} />);
    await openWithPopular(user);
    await user.click(screen.getByRole('option', { name: 'Near me' }));
    await waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith(
        'Coras widget: Geolocation failed or was denied',
        expect.any(Error),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Near me' })).toHaveAttribute('aria-selected', 'false');
    unmount();

    const unsupported = renderWithSandbox(<LocationPicker geolocation={null} />);
    await openWithPopular(user);
    await user.click(screen.getByRole('option', { name: 'Near me' }));
    await waitFor(() =>
      expect(unsupported.logger.error).toHaveBeenCalledWith(
        'Coras widget: Geolocation is not supported',
        undefined,
      ),
    );
  });

  it('names the page’s place from the listing: the city by slug first, then the country', async () => {
    const { sandbox } = renderWithSandbox(<LocationPicker geolocation={null} />, {
      initialParams: { page: 'landing', country: 'ireland', city: 'cork' },
    });
    await waitFor(() => expect(field()).toHaveValue('Cork'));
    const [query] = listings(sandbox);
    expect(query?.get('country')).toBe('ireland');
    expect(query?.get('city')).toBe('cork');
    expect(listings(sandbox)).toHaveLength(1);
  });

  it('resets when country and city are both cleared, and follows a page moved elsewhere', async () => {
    const user = userEvent.setup();
    renderWithSandbox(
      <>
        <LocationPicker geolocation={null} />
        <Elsewhere />
      </>,
      { initialParams: { page: 'landing', country: 'ireland' } },
    );
    await waitFor(() => expect(field()).toHaveValue('Ireland'));
    await user.click(field());
    await user.type(field(), 'cor');
    await user.click(await screen.findByRole('option', { name: 'Cork, Ireland' }));
    expect(field()).toHaveValue('Cork');

    // The breadcrumb or the navbar took the page to Spain: the field names Spain, not Cork.
    await user.click(screen.getByRole('button', { name: 'Spain' }));
    await waitFor(() => expect(field()).toHaveValue('Spain'));

    await user.click(screen.getByRole('button', { name: 'Nowhere' }));
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(field()).toHaveAttribute('placeholder', 'Where are you going?');
    await user.click(field());
    expect(field()).toHaveAttribute('placeholder', 'Where are you going?');
  });

  it('typing into the closed field starts a new term', async () => {
    const user = userEvent.setup();
    renderWithSandbox(<LocationPicker geolocation={null} />, {
      initialParams: { page: 'landing', country: 'ireland' },
    });
    await waitFor(() => expect(field()).toHaveValue('Ireland'));
    await user.click(field());
    await user.keyboard('{Escape}');
    await user.keyboard('spa');
    expect(field()).toHaveValue('spa');
    expect(await screen.findByRole('option', { name: 'Spain' })).toBeVisible();
  });
});
