import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, renderWithSandbox, standInsReplaced } from '../../../test/harness.test-utils';
import { LandingPage } from '../../pages/landing/LandingPage';
import { FilterBar } from './FilterBar';
import { TEST_NOW } from './filter.test-utils';

/** The queries of the landing searches the page sent. */
function landingQueries(sandbox: ReturnType<typeof inProcessSandbox>) {
  return sandbox.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v2/landing')
    .map((url) => url.searchParams);
}

/** The dates dropdown once its calendar, a lazy chunk of the bar, has loaded. */
async function calendarDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
  await within(dialog).findByRole('button', { name: 'Previous Month' });
  return dialog;
}

describe('FilterBar on the landing page', () => {
  // `locationPicker={false}` leaves the picker (and its calls) out: only the bar changes the page.
  it("re-runs the page's own landing search with every change, from the params-update keys", async () => {
    const sandbox = inProcessSandbox();
    const onParamsUpdate = vi.fn();
    renderWithSandbox(
      <LandingPage locationPicker={false} filterBar={<FilterBar layout="desktop" now={TEST_NOW} />} />,
      { sandbox, onParamsUpdate, initialParams: { page: 'landing', country: 'ireland' } },
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Top picks in Ireland' });
    const searched = async (count: number) => {
      await waitFor(() => expect(landingQueries(sandbox)).toHaveLength(count));
      return landingQueries(sandbox).at(-1) as URLSearchParams;
    };
    expect((await searched(1)).get('category')).toBe('music');
    await standInsReplaced();

    await user.click(screen.getByRole('button', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    expect((await searched(2)).get('sorting')).toBe('price_asc');

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await calendarDialog();
    await user.click(document.querySelector('[data-date="2026-12-03"]') as HTMLElement);
    await user.click(document.querySelector('[data-date="2026-12-08"]') as HTMLElement);
    const dated = await searched(3);
    expect([dated.get('date_start'), dated.get('date_end'), dated.get('sorting')]).toEqual([
      '2026-12-03',
      '2026-12-08',
      'price_asc',
    ]);

    await user.click(await screen.findByRole('button', { name: 'Remove filter: Music' }));
    const everything = await searched(4);
    expect(everything.has('category')).toBe(false);
    expect(everything.get('country')).toBe('ireland');
    expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({
        page: 'landing',
        country: 'ireland',
        sorting: 'price_asc',
        startDate: '2026-12-03',
      }),
    );
    // The sections follow the new search.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0));
    expect(within(document.body).queryByRole('dialog')).toBeNull();
  });
});
