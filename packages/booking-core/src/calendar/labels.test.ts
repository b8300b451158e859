import { describe, expect, it } from 'vitest';
import { loadDateLocale } from '../locale/date-locale';
import { DEFAULT_CALENDAR_DATE_LOCALE, formatMonthLabel, MONTH_LABEL_PATTERN, weekdayLabels } from './labels';

describe('calendar labels', () => {
  it("defaults to en-US (spec 1 §9) and the spec's month pattern", () => {
    expect(DEFAULT_CALENDAR_DATE_LOCALE.code).toBe('en-US');
    expect(MONTH_LABEL_PATTERN).toBe('LLLL yyyy');
  });

  it("labels months 'LLLL yyyy' per locale, en-US by default", async () => {
    expect(formatMonthLabel('2026-05')).toBe('May 2026');
    expect(formatMonthLabel('2026-05', await loadDateLocale('de-DE'))).toBe('Mai 2026');
    expect(formatMonthLabel('2026-05', await loadDateLocale('pl-PL'))).toBe('maj 2026');
    expect(formatMonthLabel('2027-01', await loadDateLocale('th-TH'))).toBe('มกราคม 2027');
  });

  it('lists weekday names from the week start', async () => {
    expect(weekdayLabels(1)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(weekdayLabels(0)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(weekdayLabels(1, await loadDateLocale('fr-FR'))[0]).toBe('lu');
  });
});
