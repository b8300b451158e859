import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './rate-limit';
import { globalTimers, systemClock } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once and folds calls inside the window into one trailing call with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500, globalTimers, systemClock);
    throttled('dub');
    expect(fn).toHaveBeenCalledWith('dub');
    vi.advanceTimersByTime(100);
    throttled('dubl');
    throttled('dubli');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(399);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('dubli');
  });

  it('runs at once again when the window has passed', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500, globalTimers, systemClock);
    throttled(1);
    vi.advanceTimersByTime(500);
    throttled(2);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('cancel drops the trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500, globalTimers, systemClock);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1]]);
    throttled.cancel();
    throttled(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });
});

describe('debounce', () => {
  it('runs only the last call of a burst, ms after it', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300, globalTimers);
    debounced('a');
    vi.advanceTimersByTime(200);
    debounced('b');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300, globalTimers);
    debounced('a');
    debounced.cancel();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
