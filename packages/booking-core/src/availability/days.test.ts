import { describe, expect, it } from 'vitest';
import { attraction } from '../testing/fixtures.test-utils';
import {
  attractionCalendarBounds,
  availableDates,
  detailsPageDate,
  isSingleDayAvailability,
  MAX_SALE_PERIOD_DAYS,
  verifyDate,
} from './days';

describe('availableDates', () => {
  it('lists every venue-local date a sale period touches, half-open at the end', () => {
    expect(
      availableDates(
        [{ start: '2026-05-10T09:00:00+01:00', end: '2026-05-12T00:00:00+01:00' }],
        'Europe/Dublin',
      ),
    ).toEqual(['2026-05-10', '2026-05-11']);
  });

  it('computes dates in the venue time zone, not UTC', () => {
    // 23:30 UTC on the 9th is already the 10th in Bangkok.
    expect(
      availableDates([{ start: '2026-05-09T23:30:00Z', end: '2026-05-10T02:00:00Z' }], 'Asia/Bangkok'),
    ).toEqual(['2026-05-10']);
    expect(
      availableDates([{ start: '2026-05-09T23:30:00Z', end: '2026-05-10T02:00:00Z' }], 'Europe/London'),
    ).toEqual(['2026-05-10']);
    expect(
      availableDates([{ start: '2026-05-09T22:30:00Z', end: '2026-05-09T23:30:00Z' }], 'Europe/London'),
    ).toEqual(['2026-05-09', '2026-05-10']);
  });

  it('walks across a DST change and a month end without skipping or repeating a day', () => {
    expect(
      availableDates(
        [{ start: '2026-03-28T10:00:00+01:00', end: '2026-03-31T10:00:00+02:00' }],
        'Europe/Paris',
      ),
    ).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
  });

  it('merges overlapping periods, sorts, and skips empty, reversed and unreadable periods', () => {
    expect(
      availableDates(
        [
          { start: '2026-05-20T10:00:00Z', end: '2026-05-21T10:00:00Z' },
          { start: '2026-05-10T10:00:00Z', end: '2026-05-10T12:00:00Z' },
          { start: '2026-05-10T14:00:00Z', end: '2026-05-10T16:00:00Z' },
          { start: '2026-05-15T10:00:00Z', end: '2026-05-15T10:00:00Z' },
          { start: '2026-05-16T10:00:00Z', end: '2026-05-14T10:00:00Z' },
          { start: 'soon', end: 'later' },
        ],
        'UTC',
      ),
    ).toEqual(['2026-05-10', '2026-05-20', '2026-05-21']);
    expect(availableDates(undefined, 'UTC')).toEqual([]);
  });

  it('gives no dates for an invalid time zone, and caps absurdly long periods', () => {
    expect(
      availableDates([{ start: '2026-05-10T10:00:00Z', end: '2026-05-12T10:00:00Z' }], 'Nowhere/Zone'),
    ).toEqual([]);
    expect(
      availableDates([{ start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z' }], 'UTC'),
    ).toHaveLength(MAX_SALE_PERIOD_DAYS);
  });
});

describe('isSingleDayAvailability', () => {
  it('is true only when the sale periods cover exactly one day', () => {
    expect(
      isSingleDayAvailability([{ start: '2026-05-10T09:00:00Z', end: '2026-05-10T18:00:00Z' }], 'UTC'),
    ).toBe(true);
    expect(
      isSingleDayAvailability([{ start: '2026-05-10T09:00:00Z', end: '2026-05-11T18:00:00Z' }], 'UTC'),
    ).toBe(false);
    expect(isSingleDayAvailability([], 'UTC')).toBe(false);
  });
});

describe('verifyDate (spec 2 §4)', () => {
  const tour = attraction({
    sale_periods: [
      { start: '2026-05-01T00:00:00+01:00', end: '2026-05-10T00:00:00+01:00' },
      { start: '2026-05-20T00:00:00+01:00', end: '2026-06-01T00:00:00+01:00' },
    ],
  });

  it('keeps an available date inside first..last instance', () => {
    expect(verifyDate('2026-05-05', tour)).toBe('2026-05-05');
    expect(verifyDate('2026-05-31', tour)).toBe('2026-05-31');
  });

  it('resets to the first instance date outside first..last or on a day not available', () => {
    expect(verifyDate('2026-04-30', tour)).toBe('2026-05-01');
    expect(verifyDate('2026-06-01', tour)).toBe('2026-05-01');
    expect(verifyDate('2026-05-15', tour)).toBe('2026-05-01');
    expect(verifyDate(undefined, tour)).toBe('2026-05-01');
    expect(verifyDate('15/05/2026', tour)).toBe('2026-05-01');
  });

  it('takes the first instance date in the venue zone', () => {
    const late = attraction({
      timezone: 'Asia/Bangkok',
      first_instance_date: '2026-05-01T20:00:00Z',
      last_instance_date: '2026-05-09T20:00:00Z',
      sale_periods: [{ start: '2026-05-01T20:00:00Z', end: '2026-05-09T20:00:00Z' }],
    });
    expect(verifyDate('2026-05-01', late)).toBe('2026-05-02');
  });

  it('accepts precomputed available dates', () => {
    expect(verifyDate('2026-05-15', tour, ['2026-05-15'])).toBe('2026-05-15');
  });

  it('falls back to the raw dates when the zone is invalid', () => {
    const broken = attraction({ timezone: 'Bad/Zone' });
    expect(verifyDate('2026-05-05', broken)).toBe('2026-05-01');
    expect(attractionCalendarBounds(broken)).toEqual({ minMonth: '2026-05', maxMonth: '2026-05' });
  });
});

describe('detailsPageDate (spec 2 §2)', () => {
  // 2026-05-10 20:00 UTC: already the 11th in Bangkok (03:00), still the 10th in Dublin (21:00).
  const now = Date.UTC(2026, 4, 10, 20, 0);

  it('is the date parameter when there is one', () => {
    expect(detailsPageDate('2026-05-20', attraction(), now)).toBe('2026-05-20');
  });

  it("else today where the attraction takes place, else its first instance's date", () => {
    expect(detailsPageDate(undefined, attraction({ timezone: 'Asia/Bangkok' }), now)).toBe('2026-05-11');
    expect(detailsPageDate(undefined, attraction({ timezone: 'Europe/Dublin' }), now)).toBe('2026-05-10');
    expect(detailsPageDate(undefined, attraction({ timezone: 'Bad/Zone' }), now)).toBe('2026-05-01');
  });
});

describe('attractionCalendarBounds', () => {
  it('runs from the first to the last instance month (spec 2 §5)', () => {
    expect(
      attractionCalendarBounds(
        attraction({
          first_instance_date: '2026-05-31T23:30:00Z',
          last_instance_date: '2027-02-01T10:00:00Z',
        }),
      ),
    ).toEqual({ minMonth: '2026-06', maxMonth: '2027-02' });
  });
});
