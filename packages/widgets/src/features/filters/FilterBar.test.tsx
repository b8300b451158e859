import type { ParamsUpdate } from '@coras/booking-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  elapse,
  fakeTimeouts,
  inProcessSandbox,
  passRetryWaits,
  renderWithSandbox,
  standInsReplaced,
} from '../../../test/harness.test-utils';
import { FilterBar } from './FilterBar';
import { LandingSearchProbe, TEST_NOW } from './filter.test-utils';
import type { FilterBarLayout } from './useContainerLayout';

type Sandbox = ReturnType<typeof inProcessSandbox>;

function renderBar({
  layout = 'desktop',
  params = {},
  sandbox = inProcessSandbox(),
}: {
  layout?: FilterBarLayout;
  params?: Omit<ParamsUpdate, 'page'>;
  sandbox?: Sandbox;
} = {}) {
  const onParamsUpdate = vi.fn<(params: ParamsUpdate) => void>();
  const view = renderWithSandbox(
    <>
      <FilterBar layout={layout} now={TEST_NOW} />
      <LandingSearchProbe />
    </>,
    { sandbox, onParamsUpdate, initialParams: { page: 'landing', country: 'ireland', ...params } },
  );
  return { ...view, onParamsUpdate, user: userEvent.setup() };
}

/** The query of every landing search sent so far. */
function landingQueries(sandbox: Sandbox) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v2/landing')
    .map((url) => url.searchParams);
}

/** Waits for the landing search of the current filters and returns its query. */
async function lastLandingQuery(sandbox: Sandbox, count: number) {
  await waitFor(() => expect(landingQueries(sandbox)).toHaveLength(count));
  return landingQueries(sandbox).at(-1) as URLSearchParams;
}

function calls(sandbox: Sandbox, path: string) {
  return sandbox.requests.filter((request) => new URL(request.url).pathname === path).length;
}

/** A range label as Intl writes it: '3 – 8 Dec' with thin spaces around the dash. */
function range(label: string): RegExp {
  return new RegExp(`^${label.replace('–', '\\s*–\\s*')}$`);
}

function day(date: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!button) throw new Error(`day ${date} is not shown`);
  return button;
}

afterEach(() => {
  vi.useRealTimers();
});

/** The dates dropdown once its calendar, a lazy chunk of the bar, has loaded. */
async function calendarDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
  await within(dialog).findByRole('button', { name: 'Previous Month' });
  return dialog;
}

describe('FilterBar — dates (desktop dropdown)', () => {
  it('picks the start on the first click, then completes, applies and closes on the second', async () => {
    const { user, sandbox, onParamsUpdate } = renderBar();
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    const dates = screen.getByRole('button', { name: 'All dates' });
    await user.click(dates);
    const dialog = await calendarDialog();
    expect(within(dialog).getByRole('button', { name: 'Previous Month' })).toBeInTheDocument();

    await user.click(day('2026-12-03'));
    expect(screen.getByRole('dialog', { name: 'Choose dates' })).toBeInTheDocument();
    expect(onParamsUpdate).not.toHaveBeenCalled();

    await user.click(day('2026-12-08'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', startDate: '2026-12-03', endDate: '2026-12-08' }),
    );
    const query = await lastLandingQuery(sandbox, 2);
    expect(query.get('date_start')).toBe('2026-12-03');
    expect(query.get('date_end')).toBe('2026-12-08');
    // The label is the range in the locale; this year's dates show no year.
    expect(screen.getByRole('button', { name: range('3–8 Dec') })).toHaveFocus();
  });

  it('disables the days before the start while the end is open, and the days before today', async () => {
    const { user } = renderBar();
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await calendarDialog();
    expect(day('2026-11-20')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('2026-12-10'));
    expect(day('2026-12-09')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-12-10')).not.toHaveAttribute('aria-disabled');
  });

  it('shows the year of a range in another year, and keeps an unfinished range out of the search', async () => {
    const { user, sandbox } = renderBar({ params: { startDate: '2027-01-05', endDate: '2027-01-09' } });
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    const button = screen.getByRole('button', { name: range('5–9 Jan 2027') });
    await user.click(button);
    await calendarDialog();
    // The calendar opens on the chosen range.
    expect(day('2027-01-05')).toHaveAttribute('data-selected');
    await user.click(day('2027-01-20'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName(range('5–9 Jan 2027'));
    expect(landingQueries(sandbox)).toHaveLength(1);
  });

  it('the clear icon resets both dates and searches again', async () => {
    const { user, sandbox, onParamsUpdate } = renderBar({
      params: { startDate: '2026-12-03', endDate: '2026-12-08' },
    });
    expect((await lastLandingQuery(sandbox, 1)).get('date_start')).toBe('2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.getByRole('button', { name: 'All dates' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear dates' })).toBeNull();
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ startDate: expect.anything() }),
    );
    const query = await lastLandingQuery(sandbox, 2);
    expect(query.has('date_start')).toBe(false);
    expect(query.has('date_end')).toBe(false);
  });
});

describe('FilterBar — dates (mobile drawer)', () => {
  it("opens a drawer titled 'Calendar'; Done applies the chosen range and closes", async () => {
    const { user, sandbox, onParamsUpdate } = renderBar({ layout: 'mobile' });
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    const drawer = await screen.findByRole('dialog', { name: 'Calendar' });
    // The calendar is a lazy chunk of the drawer: its days show once it has loaded.
    await within(drawer).findByRole('button', { name: 'Previous Month' });
    await user.click(day('2026-12-03'));
    await user.click(day('2026-12-08'));
    // Unlike the dropdown, the drawer waits for Done.
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    expect(onParamsUpdate).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const query = await lastLandingQuery(sandbox, 2);
    expect(query.get('date_start')).toBe('2026-12-03');
    expect(query.get('date_end')).toBe('2026-12-08');
    expect(screen.getByRole('button', { name: range('3–8 Dec') })).toHaveFocus();
  });

  it('Done with one date searches that day (the end equals the start)', async () => {
    const { user, sandbox } = renderBar({ layout: 'mobile' });
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    const drawer = await screen.findByRole('dialog', { name: 'Calendar' });
    await user.click(day('2026-12-24'));
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    const query = await lastLandingQuery(sandbox, 2);
    expect(query.get('date_start')).toBe('2026-12-24');
    expect(query.get('date_end')).toBe('2026-12-24');
    expect(screen.getByRole('button', { name: '24 Dec' })).toBeInTheDocument();
  });

  it('Reset clears both dates and closes', async () => {
    const { user, sandbox, onParamsUpdate } = renderBar({
      layout: 'mobile',
      params: { startDate: '2026-12-03', endDate: '2026-12-08' },
    });
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: range('3–8 Dec') }));
    const drawer = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(day('2026-12-03')).toHaveAttribute('data-selected');
    await user.click(within(drawer).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ startDate: expect.anything() }),
    );
    expect((await lastLandingQuery(sandbox, 2)).has('date_start')).toBe(false);
    expect(screen.getByRole('button', { name: 'All dates' })).toHaveFocus();
  });

  it('closing the drawer without Done keeps the applied dates', async () => {
    const { user, sandbox } = renderBar({ layout: 'mobile' });
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    const drawer = await screen.findByRole('dialog', { name: 'Calendar' });
    await user.click(day('2026-12-03'));
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'All dates' })).toHaveFocus();
    expect(landingQueries(sandbox)).toHaveLength(1);
  });
});

describe('FilterBar — sorting', () => {
  it("desktop: 'Sort by' opens the landing/sorting options and closes on choosing one", async () => {
    const { user, sandbox, onParamsUpdate } = renderBar();
    expect((await lastLandingQuery(sandbox, 1)).get('sorting')).toBe('popularity');
    // Asked for when first opened, not on load.
    expect(calls(sandbox, '/v2/landing/sorting')).toBe(0);
    await standInsReplaced();
    const trigger = screen.getByRole('button', { name: 'Sort by' });
    await user.click(trigger);
    const list = await screen.findByRole('listbox', { name: 'Sort by' });
    expect(within(list).getByRole('option', { name: 'Most popular' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(list).getByRole('option', { name: 'Price: low to high' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: 'price_asc' }));
    expect((await lastLandingQuery(sandbox, 2)).get('sorting')).toBe('price_asc');

    await user.click(trigger);
    expect(
      within(await screen.findByRole('listbox', { name: 'Sort by' })).getByRole('option', {
        name: 'Price: low to high',
      }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(calls(sandbox, '/v2/landing/sorting')).toBe(1);
  });

  it('desktop: the keyboard chooses (arrows, Enter) and Escape closes without a change', async () => {
    const { user, sandbox } = renderBar();
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    const trigger = screen.getByRole('button', { name: 'Sort by' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('listbox', { name: 'Sort by' });
    await waitFor(() => expect(list).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Sort by' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((await lastLandingQuery(sandbox, 2)).get('sorting')).toBe('price_desc');
    expect(trigger).toHaveFocus();
  });

  it("mobile: 'Sort by' is a dropdown list in the bar (spec 1 §2) that applies the chosen option", async () => {
    const { user, sandbox, onParamsUpdate } = renderBar({ layout: 'mobile', params: { sorting: 'rating' } });
    await lastLandingQuery(sandbox, 1);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select.tagName).toBe('SELECT');
    // The options of landing/sorting, the current one chosen, once they have come.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Most popular', 'Price: low to high', 'Price: high to low', 'Top rated', 'Soonest']),
    );
    expect(select).toHaveValue('rating');
    expect(within(select).getByRole('option', { name: 'Top rated' })).toHaveProperty('selected', true);

    await user.selectOptions(select, 'Price: low to high');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: 'price_asc' }));
    expect((await lastLandingQuery(sandbox, 2)).get('sorting')).toBe('price_asc');
    expect(select).toHaveValue('price_asc');
    expect(select).toHaveFocus();
    expect(calls(sandbox, '/v2/landing/sorting')).toBe(1);
  });

  it("mobile: the bar's 'Sort by' says 'loading' and 'error' in its list while it has no options", async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '503,path=/landing/sorting' });
    renderBar({ layout: 'mobile', sandbox });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getByRole('option', { name: 'loading' })).toBeDisabled();
    await passRetryWaits();
    await waitFor(() => expect(within(select).getByRole('option', { name: 'error' })).toBeDisabled());
    // Nothing to choose, and nothing lost: the current sorting stays the one searched with.
    expect(select).toHaveValue('popularity');
  });

  it('mobile: the Sort by list is the first part of the filters drawer', async () => {
    const { user, sandbox } = renderBar({ layout: 'mobile' });
    await lastLandingQuery(sandbox, 1);
    // Mobile has no dropdown button: the list in the bar, and in the drawer.
    expect(screen.queryByRole('button', { name: 'Sort by' })).toBeNull();
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const list = await within(drawer).findByRole('listbox', { name: 'Sort by' });
    await user.click(within(list).getByRole('option', { name: 'Top rated' }));
    expect((await lastLandingQuery(sandbox, 2)).get('sorting')).toBe('rating');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('FilterBar — filters drawer', () => {
  async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await within(drawer).findByRole('group', { name: 'Duration' });
    return drawer;
  }

  it("shows 'loading' until the definitions arrive, priced in the current currency", async () => {
    const sandbox = inProcessSandbox({ faults: 'latency=1500,path=/landing/filters' });
    const { user } = renderBar({ layout: 'mobile', params: { sorting: 'rating' }, sandbox });
    await lastLandingQuery(sandbox, 1);
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await within(drawer).findByRole('listbox', { name: 'Sort by' });
    expect(within(drawer).getByText('loading')).toBeInTheDocument();
    expect(
      await within(drawer).findByRole('checkbox', { name: 'Under 17 GBP' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText('loading')).toBeNull();
    const request = sandbox.requests.find((entry) => entry.url.includes('/v2/landing/filters'));
    expect(new URL(request?.url ?? '').searchParams.get('currency')).toBe('GBP');
  });

  it("shows 'error' when the definitions cannot be loaded", async () => {
    const sandbox = inProcessSandbox({ faults: 'malformed,path=/landing/filters' });
    const { user } = renderBar({ layout: 'mobile', sandbox });
    await standInsReplaced();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(drawer).findByText('error')).toBeInTheDocument();
    expect(within(drawer).queryByRole('checkbox')).toBeNull();
  });

  it("shows 'error' after the retries of a failing server", async () => {
    fakeTimeouts();
    const sandbox = inProcessSandbox({ faults: '503,path=/landing/filters' });
    renderBar({ layout: 'mobile', sandbox });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByText('loading')).toBeInTheDocument();
    await passRetryWaits();
    expect(await within(drawer).findByText('error')).toBeInTheDocument();
    expect(calls(sandbox, '/v2/landing/filters')).toBe(4);
  });

  it('price is a single choice: another option replaces it, the chosen one clears it', async () => {
    fakeTimeouts();
    const { user, sandbox, onParamsUpdate } = renderBar({ layout: 'mobile' });
    await lastLandingQuery(sandbox, 1);
    const drawer = await openDrawer(user);
    const under = within(drawer).getByRole('checkbox', { name: 'Under 17 GBP' });
    const over = within(drawer).getByRole('checkbox', { name: 'Over 85 GBP' });

    await user.click(under);
    expect(under).toBeChecked();
    expect((await lastLandingQuery(sandbox, 2)).get('price')).toBe('0-1700');

    await user.click(over);
    expect(over).toBeChecked();
    expect(under).not.toBeChecked();
    expect((await lastLandingQuery(sandbox, 3)).get('price')).toBe('8500-');

    await user.click(over);
    expect(over).not.toBeChecked();
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ price: expect.anything() }),
    );
    // Back to the first search's query: answered from the cache, so nothing is asked again.
    await elapse(5000);
    expect(landingQueries(sandbox).map((query) => query.get('price'))).toEqual([null, '0-1700', '8500-']);
  });

  it('duration is multi-choice, each box toggling its option', async () => {
    const { user, sandbox } = renderBar({ layout: 'mobile' });
    await lastLandingQuery(sandbox, 1);
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('checkbox', { name: 'Up to 1 hour' }));
    expect((await lastLandingQuery(sandbox, 2)).get('duration')).toBe('0-60');
    await user.click(within(drawer).getByRole('checkbox', { name: '3 to 8 hours' }));
    expect((await lastLandingQuery(sandbox, 3)).get('duration')).toBe('0-60,180-480');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Up to 1 hour' }));
    expect((await lastLandingQuery(sandbox, 4)).get('duration')).toBe('180-480');
  });

  it('the category tree is tri-state and applies only on Apply filters', async () => {
    const { user, sandbox, onParamsUpdate } = renderBar({ layout: 'mobile' });
    // The default category is music.
    expect((await lastLandingQuery(sandbox, 1)).get('category')).toBe('music');
    const drawer = await openDrawer(user);
    const box = (name: string) => within(drawer).getByRole('checkbox', { name });

    // Music is fully chosen: main, every subcategory ticked. The tree is Ireland's: its music has no
    // classical concerts, so there is no such box (issue 19: the tree follows the place).
    expect(box('Music')).toBeChecked();
    expect(box('Concerts')).toBeChecked();
    expect(within(drawer).queryByRole('checkbox', { name: 'Classical & opera' })).toBeNull();
    // Unticking a child makes the parent indeterminate ("mixed").
    await user.click(box('Concerts'));
    expect(box('Music')).toBePartiallyChecked();
    expect(box('Concerts')).not.toBeChecked();
    // Ticking a parent ticks all its children; ticking every child ticks the parent.
    await user.click(box('Sport'));
    expect(box('Football')).toBeChecked();
    expect(box('Stadium tours')).toBeChecked();
    await user.click(box('Drama'));
    expect(box('Theatre')).toBePartiallyChecked();
    for (const name of ['Musicals', 'Comedy', 'Dance & ballet']) await user.click(box(name));
    expect(box('Theatre')).toBeChecked();
    // Unticking a ticked parent clears its children.
    await user.click(box('Theatre'));
    expect(box('Drama')).not.toBeChecked();
    expect(box('Theatre')).not.toBeChecked();

    // Nothing is searched until Apply filters.
    expect(landingQueries(sandbox)).toHaveLength(1);
    expect(onParamsUpdate).not.toHaveBeenCalled();

    await user.click(within(drawer).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    // A fully chosen parent replaces its children; the list is sorted.
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ categories: 'festivals,sport,traditional' }),
    );
    expect((await lastLandingQuery(sandbox, 2)).get('category')).toBe('festivals,sport,traditional');
  });

  it('closing the drawer drops categories ticked but not applied', async () => {
    const { user, sandbox } = renderBar({ layout: 'mobile' });
    await lastLandingQuery(sandbox, 1);
    let drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('checkbox', { name: 'Sport' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    drawer = await openDrawer(user);
    expect(within(drawer).getByRole('checkbox', { name: 'Sport' })).not.toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Music' })).toBeChecked();
    expect(landingQueries(sandbox)).toHaveLength(1);
  });

  it('Clear all empties duration, price and categories and searches again', async () => {
    const { user, sandbox, onParamsUpdate } = renderBar({
      layout: 'mobile',
      params: { price: '0-1700', duration: '0-60,60-180', categories: 'sport', sorting: 'rating' },
    });
    const before = await lastLandingQuery(sandbox, 1);
    expect(before.get('duration')).toBe('0-60,60-180');
    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('checkbox', { name: 'Sport' })).toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: 'Clear all' }));

    expect(onParamsUpdate).toHaveBeenCalledTimes(1);
    const query = await lastLandingQuery(sandbox, 2);
    expect(query.has('price')).toBe(false);
    expect(query.has('duration')).toBe(false);
    // None at all — not the default music.
    expect(query.has('category')).toBe(false);
    expect(query.get('sorting')).toBe('rating');
    for (const name of ['Sport', 'Music', 'Under 17 GBP', 'Up to 1 hour']) {
      expect(within(drawer).getByRole('checkbox', { name })).not.toBeChecked();
    }
  });
});

describe('FilterBar — chips (desktop)', () => {
  it('shows a chip per active filter, labelled from the definitions', async () => {
    renderBar({ params: { price: '0-1700', duration: '0-60', categories: 'jazz-unknown,sport' } });
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Under 17 GBP', 'Up to 1 hour', 'jazz-unknown', 'Sport']),
    );
  });

  it('holds the chip row with placeholders while the labels load, and shows the values if they fail', async () => {
    const slow = inProcessSandbox({ faults: 'latency=1500,path=/landing/filters' });
    const first = renderBar({ params: { price: '0-1700' }, sandbox: slow });
    const loading = screen.getByRole('list', { name: 'Active filters' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).queryByRole('button', { name: /Remove filter/ })).toBeNull();
    expect(
      await within(loading).findByRole('button', { name: 'Remove filter: Under 17 GBP' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    first.unmount();

    const failing = inProcessSandbox({ faults: 'malformed,path=/landing/filters' });
    renderBar({ params: { price: '0-1700' }, sandbox: failing });
    expect(await screen.findByRole('button', { name: 'Remove filter: 0-1700' })).toBeInTheDocument();
  });

  it('removing a chip applies at once and moves the focus to the next chip', async () => {
    const { user, sandbox } = renderBar({ params: { price: '0-1700', duration: '0-60' } });
    expect((await lastLandingQuery(sandbox, 1)).get('price')).toBe('0-1700');
    const remove = await screen.findByRole('button', { name: 'Remove filter: Under 17 GBP' });
    await user.click(remove);
    expect((await lastLandingQuery(sandbox, 2)).has('price')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove filter: Up to 1 hour' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove filter: Up to 1 hour' }));
    expect((await lastLandingQuery(sandbox, 3)).has('duration')).toBe(false);
    // The default category music is a chip too; removing it searches every category.
    await user.click(screen.getByRole('button', { name: 'Remove filter: Music' }));
    const query = await lastLandingQuery(sandbox, 4);
    expect(query.has('category')).toBe(false);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('shows the chips on mobile too, so a filter is undone in one step (issue 21)', async () => {
    const user = userEvent.setup();
    const { sandbox } = renderBar({ layout: 'mobile', params: { price: '0-1700' } });
    await lastLandingQuery(sandbox, 1);
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await user.click(await within(chips).findByRole('button', { name: 'Remove filter: Under 17 GBP' }));
    expect((await lastLandingQuery(sandbox, 2)).has('price')).toBe(false);
  });
});
