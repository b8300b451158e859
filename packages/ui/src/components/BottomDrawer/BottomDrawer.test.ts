import { describe, expect, it } from 'vitest';
import {
  CLICK_TOLERANCE_PX,
  DRAG_TOGGLE_RATIO,
  type DragGesture,
  dragHeight,
  dragOutcome,
  expandedAfter,
} from './bottomDrawerDrag';

describe('bottom drawer drag rules (spec 2 §9)', () => {
  it('uses the spec constants', () => {
    expect(DRAG_TOGGLE_RATIO).toBe(0.25);
    expect(CLICK_TOLERANCE_PX).toBe(2);
  });

  it.each<[string, DragGesture, ReturnType<typeof dragOutcome>]>([
    ['no movement is a click', { startY: 500, endY: 500, height: 80, expanded: false }, 'click'],
    ['1.9 px is still a click', { startY: 500, endY: 498.1, height: 80, expanded: false }, 'click'],
    ['1 px down when full screen is a click', { startY: 10, endY: 11, height: 800, expanded: true }, 'click'],
    ['2 px is a drag, too short to toggle', { startY: 500, endY: 498, height: 80, expanded: false }, 'stay'],
    ['up by exactly 25% stays', { startY: 500, endY: 480, height: 80, expanded: false }, 'stay'],
    ['up by more than 25% toggles', { startY: 500, endY: 479, height: 80, expanded: false }, 'toggle'],
    ['down from collapsed never toggles', { startY: 500, endY: 600, height: 80, expanded: false }, 'stay'],
    ['down from full screen by 25% stays', { startY: 100, endY: 300, height: 800, expanded: true }, 'stay'],
    [
      'down from full screen beyond 25% toggles',
      { startY: 100, endY: 301, height: 800, expanded: true },
      'toggle',
    ],
    ['up from full screen never toggles', { startY: 700, endY: 100, height: 800, expanded: true }, 'stay'],
  ])('%s', (_, gesture, outcome) => {
    expect(dragOutcome(gesture)).toBe(outcome);
  });

  // Cases of the rule booking-core once held (`drawer.ts`, never called): a drag that does not
  // toggle keeps the drawer as it is ('stay'), as the live drawer has always done.
  it.each<[string, DragGesture, ReturnType<typeof dragOutcome>]>([
    ['1.9 px up is a click', { startY: 400, endY: 398.1, height: 400, expanded: false }, 'click'],
    ['1 px up when full screen is a click', { startY: 400, endY: 399, height: 400, expanded: true }, 'click'],
    ['101 px up of 400 toggles', { startY: 400, endY: 299, height: 400, expanded: false }, 'toggle'],
    ['100 px up of 400 stays', { startY: 400, endY: 300, height: 400, expanded: false }, 'stay'],
    [
      '150 px down when full screen toggles',
      { startY: 100, endY: 250, height: 400, expanded: true },
      'toggle',
    ],
    ['150 px down when collapsed stays', { startY: 400, endY: 550, height: 400, expanded: false }, 'stay'],
    ['150 px up when full screen stays', { startY: 400, endY: 250, height: 400, expanded: true }, 'stay'],
  ])('%s', (_, gesture, outcome) => {
    expect(dragOutcome(gesture)).toBe(outcome);
  });

  it('a click or a toggle flips the state; a short drag keeps it', () => {
    expect(expandedAfter(false, 'click')).toBe(true);
    expect(expandedAfter(true, 'click')).toBe(false);
    expect(expandedAfter(false, 'toggle')).toBe(true);
    expect(expandedAfter(true, 'toggle')).toBe(false);
    expect(expandedAfter(false, 'stay')).toBe(false);
    expect(expandedAfter(true, 'stay')).toBe(true);
  });

  it('follows the pointer within the collapsed and full-screen heights', () => {
    const base = { startHeight: 80, startY: 600, minHeight: 80, maxHeight: 700 };
    expect(dragHeight({ ...base, currentY: 500 })).toBe(180);
    expect(dragHeight({ ...base, currentY: 650 })).toBe(80);
    expect(dragHeight({ ...base, currentY: -500 })).toBe(700);
    expect(dragHeight({ startHeight: 700, startY: 50, currentY: 250, minHeight: 80, maxHeight: 700 })).toBe(
      500,
    );
  });

  it('never returns less than the collapsed height, even in a tiny viewport', () => {
    expect(dragHeight({ startHeight: 80, startY: 0, currentY: -100, minHeight: 80, maxHeight: 40 })).toBe(80);
  });
});
