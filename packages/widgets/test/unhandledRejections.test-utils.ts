import { afterEach, beforeEach } from 'vitest';

/**
 * The promise rejections nobody handled during each test of the calling file, as Node reports them
 * (a page's 'unhandledrejection'): emptied before every test. Call it at the file's top level.
 */
export function recordUnhandledRejections(): readonly unknown[] {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', record);
  });
  afterEach(() => {
    process.off('unhandledRejection', record);
  });
  return unhandled;
}
