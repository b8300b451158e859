import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers, systemClock } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('globalTimers and systemClock', () => {
  it('use the global timers and clock at call time, so fake timers apply', () => {
    const fn = vi.fn();
    const handle = globalTimers.setTimeout(fn, 100);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    globalTimers.clearTimeout(globalTimers.setTimeout(cancelled, 10));
    vi.advanceTimersByTime(50);
    expect(cancelled).not.toHaveBeenCalled();
    expect(handle).toBeDefined();
    expect(systemClock()).toBe(Date.parse('2026-05-01T10:00:00.150Z'));
  });
});
