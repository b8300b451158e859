import { describe, expect, it } from 'vitest';
import { DRAG_CLICK_THRESHOLD_PX, DRAG_TOGGLE_RATIO, dragOutcome } from './drawer';

describe('dragOutcome (spec 2 §2, §9)', () => {
  it('counts drags under 2 px as clicks', () => {
    expect(DRAG_CLICK_THRESHOLD_PX).toBe(2);
    expect(dragOutcome({ deltaY: 1.9, height: 400, fullscreen: false })).toBe('click');
    expect(dragOutcome({ deltaY: -1, height: 400, fullscreen: true })).toBe('click');
  });

  it('toggles when the drag exceeds 25% of the height in the right direction', () => {
    expect(DRAG_TOGGLE_RATIO).toBe(0.25);
    expect(dragOutcome({ deltaY: -101, height: 400, fullscreen: false })).toBe('toggle');
    expect(dragOutcome({ deltaY: -100, height: 400, fullscreen: false })).toBe('none');
    expect(dragOutcome({ deltaY: 150, height: 400, fullscreen: true })).toBe('toggle');
    expect(dragOutcome({ deltaY: 150, height: 400, fullscreen: false })).toBe('none');
    expect(dragOutcome({ deltaY: -150, height: 400, fullscreen: true })).toBe('none');
  });
});
