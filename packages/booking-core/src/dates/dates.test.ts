import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale/locales';
import {
  AWKWARD_ZONES,
  normaliseSpaces,
  PROPERTY_RUNS,
  recordingLogger,
} from '../testing/helpers.test-utils';
import { formatVenueDate, isDateOnly, isValidTimeZone, toDateOnly, todayDateOnly } from './dates';

describe('isValidTimeZone / isDateOnly', () => {
  it('knows IANA zones', () => {
    expect(isValidTimeZone('Europe/Dublin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Nowhere')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isDateOnly('2028-02-29')).toBe(true);
    expect(isDateOnly('2026-02-29')).toBe(false);
    expect(isDateOnly('2026-2-1')).toBe(false);
    expect(isDateOnly('2026-02-01T00:00')).toBe(false);
  });
});

describe('toDateOnly / todayDateOnly', () => {
  it('gives the venue-local calendar date of an instant', () => {
    expect(toDateOnly('2026-07-01T23:30:00Z', 'Asia/Bangkok')).toBe('2026-07-02');
    expect(toDateOnly('2026-07-01T23:30:00Z', 'Europe/Dublin')).toBe('2026-07-02');
    expect(toDateOnly('2026-07-01T22:30:00Z', 'Europe/Dublin')).toBe('2026-07-01');
    expect(toDateOnly(Date.parse('2026-07-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-06-30');
  });

  it('keeps a date-only input as it is and answers undefined for bad input or zone', () => {
    expect(toDateOnly('2026-07-01', 'Asia/Bangkok')).toBe('2026-07-01');
    expect(toDateOnly('garbage', 'UTC')).toBeUndefined();
    expect(toDateOnly('2026-07-01T10:00:00Z', 'Bad/Zone')).toBeUndefined();
    expect(todayDateOnly(Date.parse('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-01-01');
  });
});

describe('toDateOnly across DST changes and far from UTC', () => {
  it.each([
    // Paris springs forward at 01:00Z on 29 March and falls back at 01:00Z on 25 October.
    ['2026-03-28T22:59:59Z', 'Europe/Paris', '2026-03-28'],
    ['2026-03-28T23:00:00Z', 'Europe/Paris', '2026-03-29'],
    ['2026-03-29T21:59:59Z', 'Europe/Paris', '2026-03-29'],
    ['2026-03-29T22:00:00Z', 'Europe/Paris', '2026-03-30'],
    ['2026-10-25T00:30:00Z', 'Europe/Paris', '2026-10-25'],
    ['2026-10-25T01:30:00Z', 'Europe/Paris', '2026-10-25'],
    ['2026-10-25T22:59:59Z', 'Europe/Paris', '2026-10-25'],
    ['2026-10-25T23:00:00Z', 'Europe/Paris', '2026-10-26'],
    // Santiago changes at midnight: 6 September starts at 01:00, and 4 April's last hour repeats.
    ['2026-09-06T03:59:59Z', 'America/Santiago', '2026-09-05'],
    ['2026-09-06T04:00:00Z', 'America/Santiago', '2026-09-06'],
    ['2026-04-05T03:30:00Z', 'America/Santiago', '2026-04-04'],
    ['2026-04-05T04:00:00Z', 'America/Santiago', '2026-04-05'],
    // Far from UTC, and a zone with a 45-minute offset.
    ['2026-07-01T10:00:00Z', 'Pacific/Kiritimati', '2026-07-02'],
    ['2026-07-01T10:00:00Z', 'Pacific/Pago_Pago', '2026-06-30'],
    ['2026-07-01T18:14:59Z', 'Asia/Kathmandu', '2026-07-01'],
    ['2026-07-01T18:15:00Z', 'Asia/Kathmandu', '2026-07-02'],
    ['2026-12-31T09:59:59Z', 'Pacific/Kiritimati', '2026-12-31'],
    ['2026-12-31T10:00:00Z', 'Pacific/Kiritimati', '2027-01-01'],
  ])('%s in %s is %s', (instant, timeZone, expected) => {
    expect(toDateOnly(instant, timeZone)).toBe(expected);
    expect(toDateOnly(Date.parse(instant), timeZone)).toBe(expected);
    expect(toDateOnly(new Date(instant), timeZone)).toBe(expected);
  });

  it('moves a date-time with an offset into the venue zone, and keeps one without as wall-clock time', () => {
    expect(toDateOnly('2026-07-01T23:30:00-05:00', 'Europe/London')).toBe('2026-07-02');
    expect(toDateOnly('2026-07-02T01:30:00+0530', 'Europe/London')).toBe('2026-07-01');
    expect(toDateOnly('2026-07-02T01:30+02', 'America/New_York')).toBe('2026-07-01');
    expect(toDateOnly('2026-07-01T23:30:00', 'Pacific/Kiritimati')).toBe('2026-07-01');
    expect(toDateOnly('2026-07-01 23:30:00.250', 'Pacific/Pago_Pago')).toBe('2026-07-01');
    expect(toDateOnly('2026-07-01T24:00:00', 'UTC')).toBe('2026-07-02');
  });

  it('answers undefined for impossible dates, times and offsets', () => {
    expect(toDateOnly('2026-02-30T10:00:00Z', 'UTC')).toBeUndefined();
    expect(toDateOnly('2026-07-01T25:00:00Z', 'UTC')).toBeUndefined();
    expect(toDateOnly('2026-07-01T10:60:00Z', 'UTC')).toBeUndefined();
    expect(toDateOnly('2026-07-01T10:00:00+01:75', 'UTC')).toBeUndefined();
    expect(toDateOnly('2026-07-01T10:00:00', 'Bad/Zone')).toBeUndefined();
    expect(toDateOnly(Number.NaN, 'UTC')).toBeUndefined();
    expect(toDateOnly(new Date('nope'), 'UTC')).toBeUndefined();
  });

  it('agrees with date-fns in the zone for any instant (the implementation it replaced)', () => {
    const instants = fc.integer({
      min: Date.parse('1990-01-01T00:00:00Z'),
      max: Date.parse('2040-01-01T00:00:00Z'),
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(...AWKWARD_ZONES), (instant, timeZone) => {
        expect(toDateOnly(instant, timeZone)).toBe(format(new TZDate(instant, timeZone), 'yyyy-MM-dd'));
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('formatVenueDate', () => {
  it("writes a date-only value as the calendar day it names, '14 May 2026' in en-GB, in any zone", () => {
    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago']) {
      expect(formatVenueDate('2026-05-14', { timeZone })).toBe('14 May 2026');
    }
  });

  it('shows a date-time without an offset as written: it is the venue wall-clock time', () => {
    expect(formatVenueDate('2026-05-14T23:30:00', { timeZone: 'Asia/Tokyo' })).toBe('14 May 2026');
    expect(
      normaliseSpaces(formatVenueDate('2026-05-14T23:30:00', { timeZone: 'Asia/Tokyo', withTime: true })),
    ).toBe('14 May 2026, 23:30');
    // 02:30 does not exist in Paris on 29 March 2026; the API's wall-clock text is shown unchanged.
    expect(
      normaliseSpaces(formatVenueDate('2026-03-29T02:30:00', { timeZone: 'Europe/Paris', withTime: true })),
    ).toBe('29 Mar 2026, 02:30');
  });

  it('shows an instant (Z, an offset, a timestamp) in the venue zone', () => {
    const instant = '2026-05-14T23:30:00Z';
    expect(normaliseSpaces(formatVenueDate(instant, { timeZone: 'Asia/Tokyo', withTime: true }))).toBe(
      '15 May 2026, 08:30',
    );
    expect(
      normaliseSpaces(formatVenueDate(instant, { timeZone: 'America/Los_Angeles', withTime: true })),
    ).toBe('14 May 2026, 16:30');
    expect(formatVenueDate('2026-06-02T19:30:00+01:00', { timeZone: 'Europe/Dublin' })).toBe('2 Jun 2026');
    expect(formatVenueDate(Date.parse(instant), { timeZone: 'Pacific/Kiritimati' })).toBe('15 May 2026');
    expect(formatVenueDate(new Date(instant), { timeZone: 'Pacific/Pago_Pago' })).toBe('14 May 2026');
  });

  it("is written in the visitor's locale, with Gregorian years for Thai", () => {
    const options = { timeZone: 'Europe/Dublin' };
    expect(formatVenueDate('2026-05-14', { ...options, locale: 'en-US' })).toBe('May 14, 2026');
    expect(formatVenueDate('2026-05-16', { ...options, locale: 'de-DE' })).toBe('16. Mai 2026');
    expect(formatVenueDate('2026-05-14', { ...options, locale: 'fr-MA' })).toBe('14 mai 2026');
    expect(
      normaliseSpaces(
        formatVenueDate('2026-05-14T19:30:00', { ...options, locale: 'en-US', withTime: true }),
      ),
    ).toBe('May 14, 2026, 7:30 PM');
    expect(formatVenueDate('2026-05-14', { ...options, locale: 'xx-XX' })).toBe('14 May 2026');
    for (const locale of SUPPORTED_LOCALES) {
      const text = formatVenueDate('2027-01-05', { ...options, locale });
      expect(text, locale).toContain('2027');
      expect(text, locale).not.toContain('2570');
      expect(text, locale).toMatch(/5/);
    }
  });

  it('logs a failure and returns the raw input (spec 1 §8)', () => {
    const logger = recordingLogger();
    expect(formatVenueDate('not a date', { timeZone: 'UTC', logger })).toBe('not a date');
    expect(formatVenueDate('2026-02-30', { timeZone: 'UTC', logger })).toBe('2026-02-30');
    expect(formatVenueDate('2026-07-01T18:30:00Z', { timeZone: 'Bad/Zone', logger })).toBe(
      '2026-07-01T18:30:00Z',
    );
    expect(formatVenueDate(Number.NaN, { timeZone: 'UTC', logger })).toBe('NaN');
    expect(logger.entries).toHaveLength(4);
    expect(logger.entries[0]).toMatchObject({
      level: 'error',
      message: 'Date formatting failed',
      details: { value: 'not a date', timeZone: 'UTC' },
    });
  });
});
