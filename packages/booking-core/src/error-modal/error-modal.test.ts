import { describe, expect, it } from 'vitest';
import { errorModalTransition, initialErrorModalState } from './error-modal';

describe('error modal (spec 1 §2, §4)', () => {
  it('opens on the first failure only until the guard is reset', () => {
    const open = errorModalTransition(initialErrorModalState, { type: 'failed' });
    expect(open).toEqual({ open: true, shown: true });
    const closed = errorModalTransition(open, { type: 'close' });
    expect(closed).toEqual({ open: false, shown: true });
    expect(errorModalTransition(closed, { type: 'failed' })).toBe(closed);
    expect(errorModalTransition(closed, { type: 'close' })).toBe(closed);
    const reset = errorModalTransition(closed, { type: 'reset' });
    expect(errorModalTransition(reset, { type: 'reset' })).toBe(reset);
    expect(errorModalTransition(reset, { type: 'failed' }).open).toBe(true);
  });
});
