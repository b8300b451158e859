import { TZDate, tz } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale/locales';
import {
  AWKWARD_ZONES,
  normaliseSpaces,
  PROPERTY_RUNS,
  recordingLogger,
} from '../testing/helpers.test-utils';
import { formatVenueDay, formatVenueTime, venueInstantOf } from './venueDay';

/** A wall-clock ISO date-time without an offset, minute precision, 1990–2039. */
const wallClockTimes = fc
  .integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') })
  .map((time) => new Date(time - (time % 60_000)).toISOString().slice(0, 16));

describe('venueInstantOf', () => {
  it('keeps the instant of a value with an offset and reads one without as the zone wall clock', () => {
    expect(venueInstantOf('2026-07-01T18:30:00Z', 'Europe/Dublin')).toBe(Date.parse('2026-07-01T18:30:00Z'));
    expect(venueInstantOf('2026-07-01T19:30:00+01:00', 'Asia/Tokyo')).toBe(
      Date.parse('2026-07-01T18:30:00Z'),
    );
    expect(venueInstantOf('2026-07-01T18:30:00', 'Asia/Bangkok')).toBe(Date.parse('2026-07-01T11:30:00Z'));
    expect(venueInstantOf('2026-07-01', 'Europe/Dublin')).toBe(Date.parse('2026-06-30T23:00:00Z'));
  });

  it('moves a time in the spring gap forward and takes the earlier of a repeated autumn time', () => {
    expect(venueInstantOf('2026-03-29T02:30:00', 'Europe/Paris')).toBe(Date.parse('2026-03-29T01:30:00Z'));
    expect(venueInstantOf('2026-10-25T02:30:00', 'Europe/Paris')).toBe(Date.parse('2026-10-25T00:30:00Z'));
  });

  it('is NaN for an unreadable value or an unknown zone', () => {
    expect(venueInstantOf('not a date', 'UTC')).toBeNaN();
    expect(venueInstantOf('2026-02-30', 'UTC')).toBeNaN();
    expect(venueInstantOf('2026-07-01T18:30:00Z', 'Bad/Zone')).toBeNaN();
  });

  it('agrees with date-fns in the zone (the implementation it replaced) for any wall-clock time', () => {
    fc.assert(
      fc.property(wallClockTimes, fc.constantFrom(...AWKWARD_ZONES), (value, timeZone) => {
        expect(venueInstantOf(value, timeZone)).toBe(parseISO(value, { in: tz(timeZone) }).getTime());
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('formatVenueDay / formatVenueTime', () => {
  it("writes the details page's en-GB forms", () => {
    expect(formatVenueDay('2026-07-01T18:30:00Z', { timeZone: 'Europe/Dublin' })).toBe(
      'Wednesday 1 July 2026',
    );
    expect(formatVenueDay('2026-07-01', { timeZone: 'UTC', width: 'short' })).toBe('Wed, 1 Jul 2026');
    expect(
      normaliseSpaces(formatVenueDay('2026-07-01T23:30:00Z', { timeZone: 'Asia/Tokyo', withTime: true })),
    ).toBe('Thursday 2 July 2026, 08:30');
    expect(formatVenueTime('2026-07-01T18:30:00Z', { timeZone: 'Europe/Dublin' })).toBe('19:30');
    expect(formatVenueTime('2026-07-01T08:05:00', { timeZone: 'America/Los_Angeles' })).toBe('08:05');
  });

  it('agrees in en-GB with the date-fns patterns it replaced, in any zone', () => {
    const instants = fc.integer({
      min: Date.parse('1990-01-01T00:00:00Z'),
      max: Date.parse('2040-01-01T00:00:00Z'),
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(...AWKWARD_ZONES), (instant, timeZone) => {
        const zoned = new TZDate(instant, timeZone);
        expect(formatVenueDay(instant, { timeZone })).toBe(
          format(zoned, 'EEEE d MMMM yyyy', { locale: enGB }),
        );
        // CLDR's British short September is 'Sept' (as on the landing's cards); date-fns wrote 'Sep'.
        expect(formatVenueDay(instant, { timeZone, width: 'short' }).replace('Sept', 'Sep')).toBe(
          format(zoned, 'EEE, d MMM yyyy', { locale: enGB }),
        );
        expect(normaliseSpaces(formatVenueDay(instant, { timeZone, withTime: true }))).toBe(
          format(zoned, 'EEEE d MMMM yyyy, p', { locale: enGB }),
        );
        expect(formatVenueTime(instant, { timeZone })).toBe(format(zoned, 'p', { locale: enGB }));
      }),
      PROPERTY_RUNS,
    );
  });

  it("is written in the visitor's locale in CLDR's forms, with Gregorian years for Thai", () => {
    const options = { timeZone: 'UTC' };
    expect(formatVenueDay('2026-07-01', { ...options, locale: 'en-US' })).toBe('Wednesday, July 1, 2026');
    expect(formatVenueDay('2026-07-01', { ...options, locale: 'de-DE' })).toBe('Mittwoch, 1. Juli 2026');
    expect(normaliseSpaces(formatVenueTime('2026-07-01T19:30:00', { ...options, locale: 'en-US' }))).toBe(
      '7:30 PM',
    );
    for (const locale of SUPPORTED_LOCALES) {
      const text = formatVenueDay('2027-01-05T19:30:00', { ...options, locale, withTime: true });
      expect(text, locale).toContain('2027');
      expect(text, locale).not.toContain('2570');
      expect(text, locale).toMatch(/30/);
    }
  });

  it('logs a failure and returns the raw input (spec 1 §8)', () => {
    const logger = recordingLogger();
    expect(formatVenueDay('2026-02-30', { timeZone: 'UTC', logger })).toBe('2026-02-30');
    expect(formatVenueTime('2026-07-01T18:30:00Z', { timeZone: 'Bad/Zone', logger })).toBe(
      '2026-07-01T18:30:00Z',
    );
    expect(logger.entries).toHaveLength(2);
  });
});
