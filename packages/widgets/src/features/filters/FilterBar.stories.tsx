import '../../../test/lazyParts.test-utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { standInsReplaced } from '../layout/layoutStory.test-utils';
import { FilterBar } from './FilterBar';

/**
 * The landing page's filter bar against the sandbox API. Its shape follows the width of the
 * widget (the story frame), not the viewport: desktop at 1200, mobile at 375. The clock is pinned
 * to the sandbox's "today" (2026-11-21) so calendars and labels hold still.
 */
const meta = {
  title: 'Widgets/FilterBar',
  component: FilterBar,
  args: { now: () => Date.parse('2026-11-21T09:00:00Z') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const ireland = { page: 'landing', country: 'ireland' } as const;
const active = {
  ...ireland,
  startDate: '2026-12-03',
  endDate: '2026-12-08',
  price: '0-1700',
  duration: '0-60,60-180',
  categories: 'music,sport',
} as const;

/** The page: drawers and dropdowns are portalled out of the story frame. */
const page = () => within(document.body);

/** The bar: a `<search>` landmark (Testing Library's role table does not know the element yet). */
const bar = (root: HTMLElement) => root.querySelector('search[aria-label="Filter attractions"]');

/** The browser's `fetch` with a sandbox fault (`X-Sandbox-Fault`) on the requests whose path has `path`. */
function faultFetch(path: string, fault: string) {
  return (request: Request) => {
    if (!new URL(request.url).pathname.includes(path)) return fetch(request);
    const faulty = new Request(request);
    faulty.headers.set('X-Sandbox-Fault', fault);
    return fetch(faulty);
  };
}

/** Desktop, nothing chosen but the default category: 'All dates', 'Sort by', Filters and the Music chip. */
export const Desktop1200: Story = {
  parameters: { containerWidth: 1200, corasProvider: { initialParams: ireland } },
  play: async ({ canvas, canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-layout', 'desktop');
    await expect(canvas.getByRole('button', { name: 'All dates' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sort by' })).toBeVisible();
    const chips = await canvas.findByRole('list', { name: 'Active filters' });
    await expect(await within(chips).findByText('Music', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Desktop with a date range and filters on: the date and Filters buttons primary, a chip per filter. */
export const Desktop1200ActiveFilters: Story = {
  parameters: { containerWidth: 1200, corasProvider: { initialParams: active } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^3\s*–\s*8 Dec$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear dates' })).toBeVisible();
    const chips = await canvas.findByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Under 17 GBP', 'Up to 1 hour', '1 to 3 hours', 'Music', 'Sport']),
    );
  },
};

/**
 * Mobile: the date button, 'Sort by' as a dropdown list (a native select, spec 1 §2) and Filters.
 * The active filters' chips show here too (issue 21), under the buttons: one removes its filter at
 * once.
 */
export const Mobile375: Story = {
  parameters: { containerWidth: 375, corasProvider: { initialParams: active } },
  play: async ({ canvas, canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-layout', 'mobile');
    await expect(canvas.queryByRole('button', { name: 'Sort by' })).toBeNull();
    const sorting = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sorting).toBeVisible();
    await waitFor(() => expect(sorting).toHaveDisplayValue('Most popular'));
    await expect(sorting.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: /^Filters/ })).toBeVisible();
    const chips = await canvas.findByRole('list', { name: 'Active filters' });
    const sport = await within(chips).findByRole(
      'button',
      { name: 'Remove filter: Sport' },
      { timeout: 10_000 },
    );
    await expect(sport).toBeVisible();
    // Inside the 375 px frame: nothing of the row is cut off to the right.
    await expect(chips.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.click(sport);
    await waitFor(() =>
      expect(within(chips).queryByRole('button', { name: 'Remove filter: Sport' })).toBeNull(),
    );
    await expect(within(chips).getByRole('button', { name: 'Remove filter: Music' })).toHaveFocus();
  },
};

/** Mobile: choosing in the bar's 'Sort by' list applies that sorting at once; the list keeps the focus. */
export const MobileSortChosen: Story = {
  parameters: { containerWidth: 375, corasProvider: { initialParams: ireland } },
  play: async ({ canvas }) => {
    const sorting = canvas.getByRole('combobox', { name: 'Sort by' });
    await waitFor(() => expect(sorting).toHaveDisplayValue('Most popular'));
    await userEvent.selectOptions(sorting, 'Top rated');
    await waitFor(() => expect(sorting).toHaveValue('rating'));
    await expect(sorting).toHaveDisplayValue('Top rated');
    await expect(sorting).toHaveFocus();
  },
};

/** The desktop calendar dropdown with a range chosen: start, end and the days between highlighted. */
export const DesktopCalendarWithRange: Story = {
  parameters: {
    containerWidth: 1200,
    visual: { fullPage: true },
    corasProvider: { initialParams: { ...ireland, startDate: '2026-12-03', endDate: '2026-12-08' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^3\s*–\s*8 Dec$/ }));
    const dialog = await page().findByRole('dialog', { name: 'Choose dates' });
    // The calendar is a lazy chunk of the bar: its months appear when it has loaded.
    await expect(await within(dialog).findByText('December 2026')).toBeVisible();
    await expect(dialog.querySelector('[data-date="2026-12-03"]')).toHaveAttribute('data-selected');
    await expect(dialog.querySelector('[data-date="2026-12-05"]')?.parentElement).toHaveAttribute(
      'data-band',
      'middle',
    );
  },
};

/** The mobile calendar: a drawer titled 'Calendar', the months stacked, Reset and Done. */
export const MobileCalendarDrawer: Story = {
  parameters: {
    containerWidth: 375,
    visual: { fullPage: true },
    corasProvider: { initialParams: { ...ireland, startDate: '2026-12-03', endDate: '2026-12-08' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^3\s*–\s*8 Dec$/ }));
    const drawer = await page().findByRole('dialog', { name: 'Calendar' });
    await expect(within(drawer).getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(drawer.querySelector('[data-date="2026-12-08"]')).toHaveAttribute('data-selected');
  },
};

/** The desktop 'Sort by' dropdown, the chosen option ticked and highlighted. */
export const SortOpen: Story = {
  parameters: {
    containerWidth: 1200,
    visual: { fullPage: true },
    corasProvider: { initialParams: { ...ireland, sorting: 'rating' } },
  },
  play: async ({ canvas }) => {
    // Opened from the keyboard, so the list's focus ring is in the screenshot every time.
    canvas.getByRole('button', { name: 'Sort by' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await page().findByRole('listbox', { name: 'Sort by' });
    await waitFor(() => expect(list).toHaveFocus());
    await expect(within(list).getByRole('option', { name: 'Top rated' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The filters drawer on desktop: Duration, Price (in the current currency) and the category tree. */
export const FiltersDrawerOpen: Story = {
  parameters: {
    containerWidth: 1200,
    visual: { fullPage: true },
    corasProvider: {
      currency: 'EUR',
      initialParams: { ...active, price: '0-2000', categories: 'concerts,festivals,sport' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await expect(await within(drawer).findByRole('checkbox', { name: 'Under 20 EUR' })).toBeChecked();
    await expect(within(drawer).getByRole('checkbox', { name: 'Music' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await expect(within(drawer).getByRole('checkbox', { name: 'Sport' })).toBeChecked();
    await expect(within(drawer).getByRole('button', { name: 'Clear all' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Apply filters' })).toBeVisible();
  },
};

/** The filters drawer on mobile: the 'Sort by' list first. */
export const FiltersDrawerMobile: Story = {
  parameters: { containerWidth: 375, visual: { fullPage: true }, corasProvider: { initialParams: ireland } },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await expect(await within(drawer).findByRole('listbox', { name: 'Sort by' })).toBeVisible();
    await within(drawer).findByRole('checkbox', { name: 'Up to 1 hour' });
  },
};

/** The definitions are on their way: the plain text 'loading'. */
export const FiltersLoading: Story = {
  parameters: {
    containerWidth: 1200,
    visual: { fullPage: true },
    corasProvider: {
      initialParams: { ...ireland, categories: ',' },
      fetch: faultFetch('/landing/filters', 'latency=25000'),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await expect(within(drawer).getByText('loading')).toBeVisible();
  },
};

/** The definitions could not be loaded: the plain text 'error'. */
export const FiltersError: Story = {
  parameters: {
    containerWidth: 1200,
    visual: { fullPage: true },
    corasProvider: {
      initialParams: { ...ireland, categories: ',' },
      logger: { error: () => undefined, warn: () => undefined },
      fetch: faultFetch('/landing/filters', 'malformed'),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await expect(await within(drawer).findByText('error')).toBeVisible();
  },
};

/**
 * Keyboard only, the filters: Tab to Filters, Enter opens the drawer, Tab through the boxes, Space
 * ticks, Escape closes and the focus is back on Filters; the chips' remove buttons are reachable.
 */
export const KeyboardFilters: Story = {
  parameters: { containerWidth: 1200, visual: false, corasProvider: { initialParams: ireland } },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await canvas.findByRole('button', { name: 'Remove filter: Music' });
    canvas.getByRole('button', { name: 'Sort by' }).focus();
    await userEvent.tab();
    await expect(filters).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    const hour = await within(drawer).findByRole('checkbox', { name: 'Up to 1 hour' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    // Tab from the close button to the first box, Space ticks it (applied at once).
    while (document.activeElement !== hour) await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(hour).toBeChecked());
    // Shift+Tab goes back through the drawer; the focus never leaves it.
    await userEvent.tab({ shift: true });
    await expect(drawer.contains(document.activeElement)).toBe(true);
    // A category, then Apply filters with Enter.
    const sport = within(drawer).getByRole('checkbox', { name: 'Sport' });
    while (document.activeElement !== sport) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(drawer).getByRole('checkbox', { name: 'Football' })).toBeChecked();
    const apply = within(drawer).getByRole('button', { name: 'Apply filters' });
    while (document.activeElement !== apply) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(filters).toHaveFocus();
    await expect(await canvas.findByRole('button', { name: 'Remove filter: Sport' })).toBeVisible();
    // Tab reaches the chips; Enter on a remove button applies at once.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove filter: Up to 1 hour' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Remove filter: Up to 1 hour' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Remove filter: Music' })).toHaveFocus();
    // Escape closes the drawer too.
    filters.focus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(filters).toHaveFocus();
  },
};

/**
 * Keyboard only, the calendar: Enter opens it, Tab reaches the day grid (one Tab stop), arrows
 * move, Enter picks the start and then the end, which applies the range and closes the dropdown;
 * the focus is back on the date button, which now reads the range. Escape closes without a change.
 */
export const KeyboardCalendar: Story = {
  parameters: { containerWidth: 1200, visual: false, corasProvider: { initialParams: ireland } },
  play: async ({ canvas }) => {
    const dates = canvas.getByRole('button', { name: 'All dates' });
    dates.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: 'Choose dates' });
    const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;
    while (!focusedDate()) await userEvent.tab();
    // Today is the grid's Tab stop.
    await expect(focusedDate()).toBe('2026-11-21');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(focusedDate()).toBe('2026-12-05');
    await userEvent.keyboard('{Enter}');
    await expect(page().getByRole('dialog', { name: 'Choose dates' })).toBe(dialog);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const applied = canvas.getByRole('button', { name: /^5\s*–\s*8 Dec$/ });
    await expect(applied).toHaveFocus();

    // Escape closes without a change, the focus back on the button.
    await userEvent.keyboard('{Enter}');
    await page().findByRole('dialog', { name: 'Choose dates' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(applied).toHaveFocus();
    // Tab then reaches the clear icon; Enter clears both dates.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear dates' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'All dates' })).toBeVisible();
  },
};

/** Keyboard only, sorting: Enter opens the list with the focus in it, arrows and Enter choose and close. */
export const KeyboardSort: Story = {
  parameters: { containerWidth: 1200, visual: false, corasProvider: { initialParams: ireland } },
  play: async ({ canvas, canvasElement }) => {
    await standInsReplaced(canvasElement);
    const sort = canvas.getByRole('button', { name: 'Sort by' });
    sort.focus();
    await userEvent.keyboard('{Enter}');
    const list = await page().findByRole('listbox', { name: 'Sort by' });
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await expect(sort).toHaveFocus();
    await userEvent.keyboard(' ');
    const reopened = await page().findByRole('listbox', { name: 'Sort by' });
    await expect(within(reopened).getByRole('option', { name: 'Soonest' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await expect(sort).toHaveFocus();
  },
};

/**
 * Keyboard only, the mobile calendar drawer: Enter opens it, Tab reaches the grid, Enter picks the
 * start and the end, Tab reaches Done, Enter applies and closes; the focus is back on the date button.
 */
export const KeyboardMobileCalendar: Story = {
  parameters: { containerWidth: 375, visual: false, corasProvider: { initialParams: ireland } },
  play: async ({ canvas }) => {
    const dates = canvas.getByRole('button', { name: 'All dates' });
    dates.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page().findByRole('dialog', { name: 'Calendar' });
    const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;
    while (!focusedDate()) await userEvent.tab();
    await expect(focusedDate()).toBe('2026-11-21');
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{Enter}');
    // The drawer waits for Done.
    await expect(page().getByRole('dialog', { name: 'Calendar' })).toBe(drawer);
    const done = within(drawer).getByRole('button', { name: 'Done' });
    while (document.activeElement !== done) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^22\s*–\s*29 Nov$/ })).toHaveFocus();
  },
};
