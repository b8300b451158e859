import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { container } from '../../theme/root.css';
import type { DateOnly } from './calendar';
import type { DateFnsLocale } from './calendarLabels';
import { DualMonthCalendar } from './DualMonthCalendar';

/**
 * A `loadDateLocale` for the stories: each date-fns locale in its own chunk, loaded on demand.
 */
const loadDateLocale = (locale: string): Promise<DateFnsLocale> => {
  switch (locale) {
    case 'de-DE':
      return import('date-fns/locale/de').then((module) => module.de);
    case 'fr-FR':
      return import('date-fns/locale/fr').then((module) => module.fr);
    case 'th-TH':
      return import('date-fns/locale/th').then((module) => module.th);
    default:
      return import('date-fns/locale/en-US').then((module) => module.enUS);
  }
};

// Every story runs on a fixed day, never the real clock: Thursday 14 May 2026.
const today = '2026-05-14';

const meta = {
  title: 'Components/DualMonthCalendar',
  component: DualMonthCalendar,
  args: {
    today,
    onSelectedDatesChange: fn(),
    onMonthChange: fn(),
  },
  parameters: { containerWidth: 768 },
  // The preview sizes the story frame, but the `coras` query container is CorasRoot's full-width
  // inner element: the frame is made a query container here so the layout sees the story's width.
  decorators: [
    (Story) => (
      <div className={container}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DualMonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day button of `date`. */
function dayButton(canvasElement: HTMLElement, date: DateOnly): HTMLButtonElement {
  const button = canvasElement.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`${date} is not shown`);
  return button;
}

function captions(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('[role="grid"]')].map(
    (grid) => document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );
}

/**
 * Two consecutive months in the calendar's default locale, en-US: weeks start on Sunday, month
 * labels 'LLLL yyyy', today underlined. Nothing is chosen yet.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('grid')).toHaveLength(2);
    await expect(captions(canvasElement)).toEqual(['May 2026', 'June 2026']);
    await expect(canvas.getByRole('grid', { name: 'May 2026' })).toBeVisible();
    const headers = within(canvas.getByRole('grid', { name: 'May 2026' })).getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('Sunday');
    await expect(canvas.getByRole('button', { name: 'Previous Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next Month' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(dayButton(canvasElement, today)).toHaveAccessibleName(
      'Thursday, May 14th, 2026, today, available',
    );
  },
};

/** Choosing a single date: the click reports `[date]`; a second click replaces it. */
export const SingleDate: Story = {
  args: { defaultSelectedDates: ['2026-05-20'] },
  play: async ({ canvasElement, args }) => {
    const chosen = dayButton(canvasElement, '2026-05-20');
    await expect(chosen).toHaveAccessibleName('Wednesday, May 20th, 2026, selected, available');
    await expect(chosen.parentElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(dayButton(canvasElement, '2026-05-22'));
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith(['2026-05-22']);
    await expect(dayButton(canvasElement, '2026-05-22')).toHaveAttribute('data-selected');
    await expect(dayButton(canvasElement, '2026-05-20')).not.toHaveAttribute('data-selected');
  },
};

/**
 * Range mode after the first click (spec 1 §4): earlier days are disabled and hovering previews the
 * range up to the day under the pointer.
 */
export const RangeInProgress: Story = {
  args: { range: true, defaultSelectedDates: ['2026-05-18'] },
  play: async ({ canvasElement }) => {
    await expect(dayButton(canvasElement, '2026-05-17')).toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(canvasElement, '2026-05-17')).toHaveAccessibleName(
      'Sunday, May 17th, 2026, not available',
    );
    await userEvent.hover(dayButton(canvasElement, '2026-05-27'));
    await expect(dayButton(canvasElement, '2026-05-27')).toHaveAttribute('data-preview-end');
    await expect(dayButton(canvasElement, '2026-05-22').parentElement).toHaveAttribute('data-band', 'middle');
    await expect(dayButton(canvasElement, '2026-05-18').parentElement).toHaveAttribute('data-band', 'start');
    await expect(dayButton(canvasElement, '2026-05-28').parentElement).not.toHaveAttribute('data-band');
  },
};

/** A chosen range across two months: start, end and the days between are highlighted. */
export const RangeSelected: Story = {
  args: { range: true, defaultSelectedDates: ['2026-05-27', '2026-06-05'] },
  play: async ({ canvasElement }) => {
    await expect(dayButton(canvasElement, '2026-05-27')).toHaveAccessibleName(
      'Wednesday, May 27th, 2026, start date, selected, available',
    );
    await expect(dayButton(canvasElement, '2026-06-05')).toHaveAccessibleName(
      'Friday, June 5th, 2026, end date, selected, available',
    );
    await expect(dayButton(canvasElement, '2026-06-01')).toHaveAccessibleName(
      'Monday, June 1st, 2026, in selected range, available',
    );
    await expect(dayButton(canvasElement, '2026-05-31').parentElement).toHaveAttribute('data-band', 'middle');
    // Before a range is started, earlier days are not disabled.
    await expect(dayButton(canvasElement, '2026-05-15')).not.toHaveAttribute('aria-disabled');
  },
};

/**
 * Choosing a range with the pointer: the first click reports `[start]`, the second `[start, end]`,
 * a third starts again.
 */
export const RangeSelection: Story = {
  args: { range: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dayButton(canvasElement, '2026-05-20'));
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith(['2026-05-20']);
    await userEvent.click(dayButton(canvasElement, '2026-05-19'));
    await expect(args.onSelectedDatesChange).toHaveBeenCalledTimes(1);
    await userEvent.click(dayButton(canvasElement, '2026-06-02'));
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith(['2026-05-20', '2026-06-02']);
    await userEvent.click(dayButton(canvasElement, '2026-05-25'));
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith(['2026-05-25']);
    await userEvent.click(dayButton(canvasElement, '2026-05-25'));
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith(['2026-05-25', '2026-05-25']);
    await userEvent.unhover(dayButton(canvasElement, '2026-05-25'));
  },
};

/**
 * Available days (the spec's `availableDays` of a month): every other day is disabled, cannot be
 * chosen, and is read 'not available'.
 */
export const AvailableDays: Story = {
  args: {
    minDate: today,
    availableDays: [
      { month: '2026-05', days: [16, 17, 22, 23, 24, 29, 30, 31] },
      { month: '2026-06', days: [5, 6, 7, 12, 13, 14] },
    ],
  },
  play: async ({ canvasElement, args }) => {
    // The first available day is the one in the tab order.
    await expect(dayButton(canvasElement, '2026-05-16')).toHaveAttribute('tabindex', '0');
    const unavailable = dayButton(canvasElement, '2026-05-20');
    await expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    await expect(unavailable).toHaveAccessibleName('Wednesday, May 20th, 2026, not available');
    await userEvent.click(unavailable);
    await expect(args.onSelectedDatesChange).not.toHaveBeenCalled();
    await expect(dayButton(canvasElement, '2026-05-16')).toHaveAccessibleName(
      'Saturday, May 16th, 2026, available',
    );
    // Past days are disabled by `minDate`.
    await expect(dayButton(canvasElement, '2026-05-13')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No day is available (a sold-out attraction): every day is disabled, the months still navigate. */
export const NoAvailableDays: Story = {
  args: { availableDays: { dates: [] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('button[data-date]:not([aria-disabled])')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Next Month' }));
    await expect(captions(canvasElement)).toEqual(['June 2026', 'July 2026']);
  },
};

/**
 * The bounds in single mode: 'Previous Month' is disabled at the minimum month and 'Next Month'
 * when the maximum month is shown first.
 */
export const MonthBounds: Story = {
  args: { minMonth: '2026-05', maxMonth: '2026-07' },
  play: async ({ canvas, canvasElement, args }) => {
    const next = canvas.getByRole('button', { name: 'Next Month' });
    const previous = canvas.getByRole('button', { name: 'Previous Month' });
    await userEvent.click(previous);
    await expect(args.onMonthChange).not.toHaveBeenCalled();
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-07');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.click(next);
    await expect(captions(canvasElement)).toEqual(['July 2026', 'August 2026']);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
  },
};

/** In range mode one extra month is allowed, since two months are shown (spec 1 §4). */
export const MonthBoundsRange: Story = {
  args: { range: true, minMonth: '2026-05', maxMonth: '2026-07' },
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next Month' });
    for (let click = 0; click < 4; click += 1) await userEvent.click(next);
    await expect(captions(canvasElement)).toEqual(['August 2026', 'September 2026']);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};

/** By default the calendar reaches 24 months ahead of today's month (spec 1 §5). */
export const TwentyFourMonthHorizon: Story = {
  args: { defaultMonth: '2028-04' },
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next Month' });
    await userEvent.click(next);
    await expect(captions(canvasElement)).toEqual(['May 2028', 'June 2028']);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * The keyboard (WAI-ARIA date picker grid): Tab reaches one day; arrows move by day and week,
 * PageUp/PageDown by month (the months follow), Home/End to the week's ends, Enter and Space
 * choose.
 */
export const Keyboard: Story = {
  args: { defaultSelectedDates: ['2026-05-20'] },
  play: async ({ canvas, canvasElement, args }) => {
    const focused = () => (document.activeElement as HTMLElement | null)?.dataset.date;
    canvas.getByRole('button', { name: 'Previous Month' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next Month' })).toHaveFocus();
    await userEvent.tab();
    await expect(focused()).toBe('2026-05-20');
    await expect(canvasElement.querySelectorAll('button[data-date][tabindex="0"]')).toHaveLength(1);
    // One Tab stop for the whole grid: Shift+Tab leaves it at once.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Next Month' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toBe('2026-05-21');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe('2026-05-28');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(focused()).toBe('2026-05-20');
    await userEvent.keyboard('{Home}');
    await expect(focused()).toBe('2026-05-17');
    await userEvent.keyboard('{End}');
    await expect(focused()).toBe('2026-05-23');
    await userEvent.keyboard('{PageDown}');
    await expect(focused()).toBe('2026-06-23');
    await userEvent.keyboard('{PageDown}');
    await expect(focused()).toBe('2026-07-23');
    await expect(captions(canvasElement)).toEqual(['June 2026', 'July 2026']);
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-06');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith(['2026-07-23']);
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith(['2026-07-22']);
    await expect(canvasElement.querySelector('[tabindex="0"][data-date]')).toHaveAttribute(
      'data-date',
      '2026-07-22',
    );
    // At the minimum month the focus does not leave the calendar's bounds.
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
    await expect(focused()).toBe('2026-05-22');
    await expect(captions(canvasElement)).toEqual(['May 2026', 'June 2026']);
  },
};

/** With the keyboard in range mode the focused day previews the range, as hovering does. */
export const KeyboardRange: Story = {
  args: { range: true },
  play: async ({ canvasElement, args }) => {
    dayButton(canvasElement, today).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith([today]);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(dayButton(canvasElement, '2026-05-22')).toHaveAttribute('data-preview-end');
    await expect(dayButton(canvasElement, '2026-05-18').parentElement).toHaveAttribute('data-band', 'middle');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedDatesChange).toHaveBeenLastCalledWith([today, '2026-05-22']);
  },
};

/** Controlled: the parent owns the dates and the month (the landing date filter with its Reset). */
export const Controlled: Story = {
  args: { range: true },
  render: function ControlledCalendar(args) {
    const [dates, setDates] = useState<readonly DateOnly[]>(['2026-06-10']);
    const [month, setMonth] = useState('2026-06');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <DualMonthCalendar
          {...args}
          selectedDates={dates}
          onSelectedDatesChange={(next) => {
            setDates(next);
            args.onSelectedDatesChange?.(next);
          }}
          month={month}
          onMonthChange={setMonth}
        />
        <output>Chosen: {dates.length ? dates.join(' – ') : 'All dates'}</output>
        <button type="button" onClick={() => setDates([])}>
          Reset
        </button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(captions(canvasElement)).toEqual(['June 2026', 'July 2026']);
    await userEvent.click(dayButton(canvasElement, '2026-06-14'));
    await expect(canvas.getByText('Chosen: 2026-06-10 – 2026-06-14')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByText('Chosen: All dates')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous Month' }));
    await expect(captions(canvasElement)).toEqual(['May 2026', 'June 2026']);
  },
};

/**
 * German: the date-fns locale comes from a loader (the widgets pass the one their locale bundle carries as `dateLocale`),
 * weeks start on Monday (booking-core's `weekStartsOn('de-DE')`), and the calendar's words are
 * translated through `labels`.
 */
export const German: Story = {
  args: {
    locale: 'de-DE',
    weekStartsOn: 1,
    range: true,
    defaultSelectedDates: ['2026-05-22', '2026-05-26'],
    labels: {
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
      available: 'verfügbar',
      unavailable: 'nicht verfügbar',
      rangeStart: 'Anfangsdatum, ausgewählt',
      rangeEnd: 'Enddatum, ausgewählt',
      inRange: 'im ausgewählten Zeitraum',
      selected: 'ausgewählt',
      today: 'heute',
    },
  },
  loaders: [async () => ({ dateLocale: await loadDateLocale('de-DE') })],
  render: (args, { loaded }) => (
    <DualMonthCalendar {...args} dateLocale={loaded.dateLocale as DateFnsLocale} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(captions(canvasElement)).toEqual(['Mai 2026', 'Juni 2026']);
    const headers = within(canvas.getByRole('grid', { name: 'Mai 2026' })).getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('Montag');
    await expect(dayButton(canvasElement, '2026-05-22')).toHaveAccessibleName(
      'Freitag, 22. Mai 2026, Anfangsdatum, ausgewählt, verfügbar',
    );
    await expect(canvas.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
  },
};

/** With a locale code and a loader, the calendar loads the date-fns locale itself (French, Monday). */
export const LocaleLoader: Story = {
  args: { locale: 'fr-FR', loadDateLocale, weekStartsOn: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(captions(canvasElement)).toEqual(['mai 2026', 'juin 2026']));
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
    await expect(canvasElement.querySelector('th')).toHaveTextContent('lundi');
  },
};

/**
 * Thai weeks start on Sunday (spec 1 §9). No screenshot: Thai glyphs come from the machine's system
 * fonts (the stories' Inter font has none), which differ from one machine to the next.
 */
export const ThaiSundayStart: Story = {
  args: { locale: 'th-TH', loadDateLocale, weekStartsOn: 0 },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy]')).toBeNull());
    await expect(canvasElement.querySelector('th')).toHaveTextContent('อาทิตย์');
  },
};

/** Range in progress at a 375 px container: the months stack, as in the mobile drawer. */
export const Mobile375: Story = {
  args: { range: true, defaultSelectedDates: ['2026-05-18', '2026-05-23'] },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('grid');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

/** At a 768 px container the months sit side by side. */
export const Tablet768: Story = {
  args: { range: true, defaultSelectedDates: ['2026-05-18', '2026-05-23'] },
  parameters: { containerWidth: 768 },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('grid');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
  },
};

/** At a 1200 px container the calendar keeps its width (a dropdown's content), left-aligned. */
export const Desktop1200: Story = {
  args: { range: true, defaultSelectedDates: ['2026-05-18', '2026-05-23'] },
  parameters: { containerWidth: 1200 },
};
