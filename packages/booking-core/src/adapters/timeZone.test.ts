import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemTimeZone } from './timeZone';

type Format = typeof Intl.DateTimeFormat;

/** A runtime whose default formatter resolves `options`, or throws when `options` is an error. */
function runtimeResolving(options: Partial<Intl.ResolvedDateTimeFormatOptions> | Error) {
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((() => {
    if (options instanceof Error) throw options;
    return { resolvedOptions: () => options };
  }) as unknown as Format);
}

describe('systemTimeZone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is the runtime's time zone", () => {
    runtimeResolving({ timeZone: 'Asia/Bangkok' });
    expect(systemTimeZone()).toBe('Asia/Bangkok');
  });

  it('is UTC when the runtime names none or cannot tell', () => {
    runtimeResolving({ timeZone: '' });
    expect(systemTimeZone()).toBe('UTC');
    runtimeResolving(new RangeError('Incorrect locale information provided'));
    expect(systemTimeZone()).toBe('UTC');
  });
});
