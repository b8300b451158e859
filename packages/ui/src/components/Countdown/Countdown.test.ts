import { describe, expect, it } from 'vitest';
import {
  crossedThreshold,
  defaultAnnouncement,
  formatCountdown,
  msUntilNextTick,
  remainingSeconds,
} from './countdownTime';

describe('formatCountdown (mm:ss)', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [899, '14:59'],
    [1200, '20:00'],
    [5999, '99:59'],
    [6000, '100:00'],
    [59.9, '00:59'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('a hold countdown: whole seconds rounded up, 00:00 only once it has ended (spec 2 §2)', () => {
  it.each([
    [600_000, '10:00'],
    [59_001, '01:00'],
    [59_000, '00:59'],
    [999, '00:01'],
    [0, '00:00'],
    [-5000, '00:00'],
    [75 * 60_000, '75:00'],
  ])('%s ms left → %s', (left, text) => {
    expect(formatCountdown(remainingSeconds(left, 0))).toBe(text);
  });
});

describe('remainingSeconds', () => {
  const deadline = 900_000;
  it.each([
    [0, 900],
    [1, 900],
    [999, 900],
    [1000, 899],
    [899_001, 1],
    [900_000, 0],
    [1_000_000, 0],
  ])('at %s ms → %s s', (now, seconds) => {
    expect(remainingSeconds(deadline, now)).toBe(seconds);
  });
});

describe('msUntilNextTick', () => {
  it.each([
    [0, 1000],
    [300, 700],
    [999, 1],
    [1000, 1000],
    [899_500, 500],
    [900_000, 0],
    [901_000, 0],
  ])('at %s ms → %s ms', (now, ms) => {
    expect(msUntilNextTick(900_000, now)).toBe(ms);
  });
});

describe('crossedThreshold', () => {
  const thresholds = [300, 60, 0];
  it('is undefined while no threshold is passed', () => {
    expect(crossedThreshold(900, 899, thresholds)).toBeUndefined();
    expect(crossedThreshold(62, 61, thresholds)).toBeUndefined();
  });
  it('reports a threshold when the time reaches it', () => {
    expect(crossedThreshold(301, 300, thresholds)).toBe(300);
    expect(crossedThreshold(61, 60, thresholds)).toBe(60);
    expect(crossedThreshold(1, 0, thresholds)).toBe(0);
  });
  it('reports the lowest of several passed at once (a throttled tab waking up)', () => {
    expect(crossedThreshold(400, 30, thresholds)).toBe(60);
  });
  it('never reports a threshold twice or on the way up', () => {
    expect(crossedThreshold(300, 299, thresholds)).toBeUndefined();
    expect(crossedThreshold(30, 900, thresholds)).toBeUndefined();
  });
});

describe('defaultAnnouncement', () => {
  it.each([
    [300, '5 minutes remaining'],
    [60, '1 minute remaining'],
    [90, '1 minute 30 seconds remaining'],
    [121, '2 minutes 1 second remaining'],
    [30, '30 seconds remaining'],
    [0, 'Time is up'],
  ])('%s s → %s', (seconds, text) => {
    expect(defaultAnnouncement(seconds)).toBe(text);
  });
});
