import { describe, expect, it } from 'vitest';
import { normaliseRange } from '../testing/helpers.test-utils';
import { formatDateRangeLabel } from './dateRangeLabel';

describe('formatDateRangeLabel', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  const options = { now, locale: 'en-GB', timeZone: 'Europe/Dublin' };

  it("is undefined without a valid start date (each package words its own 'All dates')", () => {
    expect(formatDateRangeLabel({}, options)).toBeUndefined();
    expect(formatDateRangeLabel({ startDate: 'nope' }, options)).toBeUndefined();
  });

  it('shows the year only when it differs from the current year', () => {
    expect(
      normaliseRange(formatDateRangeLabel({ startDate: '2026-06-05', endDate: '2026-06-09' }, options) ?? ''),
    ).toBe('5–9 Jun');
    expect(
      normaliseRange(formatDateRangeLabel({ startDate: '2026-12-28', endDate: '2027-01-03' }, options) ?? ''),
    ).toBe('28 Dec 2026–3 Jan 2027');
    expect(
      normaliseRange(formatDateRangeLabel({ startDate: '2027-02-01', endDate: '2027-02-03' }, options) ?? ''),
    ).toBe('1–3 Feb 2027');
  });

  it('shows one date when the range is a single day or the end is missing or earlier', () => {
    expect(formatDateRangeLabel({ startDate: '2026-06-05', endDate: '2026-06-05' }, options)).toBe('5 Jun');
    expect(formatDateRangeLabel({ startDate: '2026-06-05' }, options)).toBe('5 Jun');
    expect(formatDateRangeLabel({ startDate: '2026-06-05', endDate: '2026-06-01' }, options)).toBe('5 Jun');
  });

  it('is localised, with Gregorian years for Thai', () => {
    const fr = formatDateRangeLabel(
      { startDate: '2026-06-05', endDate: '2026-06-09' },
      { ...options, locale: 'fr-FR' },
    );
    expect(fr).toBe(
      new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
        new Date('2026-06-05T00:00:00Z'),
        new Date('2026-06-09T00:00:00Z'),
      ),
    );
    const th = formatDateRangeLabel({ startDate: '2027-06-05' }, { ...options, locale: 'th-TH' });
    expect(th).toContain('2027');
    expect(th).not.toContain('2570');
  });

  it('measures the current year in the given time zone', () => {
    const newYearsEveUtc = Date.parse('2026-12-31T23:30:00Z');
    // Already 2027 in Berlin: a 2027 date shows no year there, but does in Los Angeles.
    expect(
      formatDateRangeLabel(
        { startDate: '2027-01-05' },
        { now: newYearsEveUtc, locale: 'en-GB', timeZone: 'Europe/Berlin' },
      ),
    ).toBe('5 Jan');
    expect(
      formatDateRangeLabel(
        { startDate: '2027-01-05' },
        { now: newYearsEveUtc, locale: 'en-GB', timeZone: 'America/Los_Angeles' },
      ),
    ).toBe('5 Jan 2027');
  });
});
