import { isValid } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { loadDateLocale } from '../locale/date-locale';
import { recordingLogger } from '../testing/helpers.test-utils';
import { formatInTimeZone, parseIsoDate, zonedDateTime } from './zoned';

/** The instant as UTC ISO text (a TZDate's own toISOString writes the zone's offset). */
const utc = (date: Date) => new Date(date.getTime()).toISOString();

describe('parseIsoDate', () => {
  it('parses ISO dates and date-times', () => {
    expect(utc(parseIsoDate('2026-07-01T18:30:00Z'))).toBe('2026-07-01T18:30:00.000Z');
    expect(isValid(parseIsoDate('2026-07-01'))).toBe(true);
  });

  it('keeps the instant of a date-time with an offset and reads one without as venue wall-clock time', () => {
    expect(utc(parseIsoDate('2026-07-01T18:30:00Z', 'Europe/Dublin'))).toBe('2026-07-01T18:30:00.000Z');
    expect(utc(parseIsoDate('2026-07-01T18:30:00', 'Asia/Bangkok'))).toBe('2026-07-01T11:30:00.000Z');
  });

  it('gives an invalid date for an invalid time zone (spec 1 §5) and for garbage', () => {
    expect(isValid(parseIsoDate('2026-07-01T18:30:00Z', 'Mars/Olympus'))).toBe(false);
    expect(isValid(parseIsoDate('2026-07-01T18:30:00Z', ''))).toBe(false);
    expect(isValid(parseIsoDate('next tuesday'))).toBe(false);
    expect(isValid(parseIsoDate('2026-13-01', 'UTC'))).toBe(false);
  });
});

describe('venue time zones across DST', () => {
  it('the spring-forward day in Paris has 23 hours, the autumn one 25, others 24', () => {
    const hours = (from: string, to: string, timeZone: string) =>
      (zonedDateTime(to, '00:00', timeZone).getTime() - zonedDateTime(from, '00:00', timeZone).getTime()) /
      3_600_000;
    expect(hours('2026-03-29', '2026-03-30', 'Europe/Paris')).toBe(23);
    expect(hours('2026-10-25', '2026-10-26', 'Europe/Paris')).toBe(25);
    expect(hours('2026-03-30', '2026-03-31', 'Europe/Paris')).toBe(24);
    expect(hours('2026-03-08', '2026-03-09', 'America/New_York')).toBe(23);
  });

  it('a non-existent 02:30 moves forward by the gap', () => {
    expect(utc(zonedDateTime('2026-03-29', '02:30', 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z');
    expect(
      formatInTimeZone(zonedDateTime('2026-03-29', '02:30', 'Europe/Paris'), 'HH:mm xxx', {
        timeZone: 'Europe/Paris',
      }),
    ).toBe('03:30 +02:00');
    expect(utc(zonedDateTime('2026-03-08', '02:30', 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('times on both sides of the change keep their offsets', () => {
    expect(utc(zonedDateTime('2026-03-29', '01:30', 'Europe/Paris'))).toBe('2026-03-29T00:30:00.000Z');
    expect(utc(zonedDateTime('2026-03-29', '03:30', 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('rejects malformed dates and times', () => {
    expect(isValid(zonedDateTime('2026-03-32', '10:00', 'Europe/Paris'))).toBe(false);
    expect(isValid(zonedDateTime('2026-03-29', '1030', 'Europe/Paris'))).toBe(false);
  });
});

describe('formatInTimeZone', () => {
  it('formats in the attraction time zone with date-fns', () => {
    expect(formatInTimeZone('2026-07-01T18:30:00Z', 'yyyy-MM-dd HH:mm', { timeZone: 'Europe/Dublin' })).toBe(
      '2026-07-01 19:30',
    );
    expect(formatInTimeZone(Date.parse('2026-07-01T18:30:00Z'), 'HH:mm', { timeZone: 'Asia/Bangkok' })).toBe(
      '01:30',
    );
  });

  it('uses the loaded date-fns locale', async () => {
    const de = await loadDateLocale('de-DE');
    expect(
      formatInTimeZone('2026-03-01T12:00:00Z', 'd. LLLL yyyy', { timeZone: 'Europe/Berlin', dateLocale: de }),
    ).toBe('1. März 2026');
  });

  it('logs a failure and returns the raw input (spec 1 §8)', () => {
    const logger = recordingLogger();
    expect(formatInTimeZone('not a date', 'PP', { timeZone: 'UTC', logger })).toBe('not a date');
    expect(formatInTimeZone('2026-07-01T18:30:00Z', 'PP', { timeZone: 'Bad/Zone', logger })).toBe(
      '2026-07-01T18:30:00Z',
    );
    expect(logger.entries).toHaveLength(2);
    expect(logger.entries[0]).toMatchObject({ level: 'error', message: 'Date formatting failed' });
  });
});
