import { describe, expect, it } from 'vitest';
import { addDays, formatZoned, isIsoDate, offsetMinutes, zonedDate, zonedEpoch } from './time';

describe('zoned time', () => {
  it.each([
    ['2026-03-28', '19:30', 'Europe/Dublin', '2026-03-28T19:30:00+00:00'],
    ['2026-03-29', '19:30', 'Europe/Dublin', '2026-03-29T19:30:00+01:00'],
    ['2026-10-25', '19:30', 'Europe/Dublin', '2026-10-25T19:30:00+00:00'],
    ['2026-05-01', '09:00', 'Pacific/Auckland', '2026-05-01T09:00:00+12:00'],
    ['2026-12-01', '09:00', 'Pacific/Auckland', '2026-12-01T09:00:00+13:00'],
    ['2026-05-01', '20:00', 'Asia/Bangkok', '2026-05-01T20:00:00+07:00'],
    ['2026-05-01', '12:00', 'Atlantic/Reykjavik', '2026-05-01T12:00:00+00:00'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(formatZoned(zonedEpoch(date, time, zone), zone)).toBe(iso);
  });

  it('resolves a wall time skipped by spring-forward to the later offset', () => {
    const epoch = zonedEpoch('2026-03-29', '01:30', 'Europe/Dublin');
    expect(formatZoned(epoch, 'Europe/Dublin')).toBe('2026-03-29T02:30:00+01:00');
  });

  it('knows offsets and venue dates', () => {
    expect(offsetMinutes(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Dublin')).toBe(60);
    expect(offsetMinutes(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zonedDate(Date.parse('2026-05-01T13:00:00Z'), 'Pacific/Auckland')).toBe('2026-05-02');
  });

  it('does date arithmetic on plain dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });
});
