import { de } from 'date-fns/locale/de';
import { fr } from 'date-fns/locale/fr';
import { pl } from 'date-fns/locale/pl';
import { th } from 'date-fns/locale/th';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALENDAR_DATE_LOCALE,
  formatCalendarDate,
  formatMonthLabel,
  MONTH_LABEL_PATTERN,
  weekdayLabels,
} from './calendarLabels';

describe('calendar labels', () => {
  it("defaults to en-US (spec 1 §9) and the spec's month pattern", () => {
    expect(DEFAULT_CALENDAR_DATE_LOCALE.code).toBe('en-US');
    expect(MONTH_LABEL_PATTERN).toBe('LLLL yyyy');
  });

  it("labels months 'LLLL yyyy' per locale, en-US by default", () => {
    expect(formatMonthLabel('2026-05')).toBe('May 2026');
    expect(formatMonthLabel('2026-05', de)).toBe('Mai 2026');
    expect(formatMonthLabel('2026-05', pl)).toBe('maj 2026');
    expect(formatMonthLabel('2027-01', th)).toBe('มกราคม 2027');
  });

  it('lists weekday names from the week start', () => {
    expect(weekdayLabels(1)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdayLabels(0)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(weekdayLabels(1, fr)[0]).toBe('lu');
  });

  it('writes a day by its own date, whatever the time zone', () => {
    expect(formatCalendarDate('2026-05-14', 'PPPP', DEFAULT_CALENDAR_DATE_LOCALE)).toBe(
      'Thursday, May 14th, 2026',
    );
    expect(formatCalendarDate('2026-05-22', 'PPPP', de)).toBe('Freitag, 22. Mai 2026');
    expect(formatCalendarDate('2023-01-02', 'EEEE', fr)).toBe('lundi');
    expect(formatCalendarDate('0099-12-31', 'yyyy-MM-dd', DEFAULT_CALENDAR_DATE_LOCALE)).toBe('0099-12-31');
  });
});
