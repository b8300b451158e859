/**
 * The drag rules of the bottom drawer (spec 2 §4, §9), as pure functions: a drag beyond a quarter of
 * the drawer's height toggles full screen, a movement under 2 px is a click (a tap).
 */

/** A drag longer than this share of the drawer's height toggles it (spec 2 §9). */
export const DRAG_TOGGLE_RATIO = 0.25;

/** A pointer that moved less than this many pixels clicked rather than dragged (spec 2 §9). */
export const CLICK_TOLERANCE_PX = 2;

/** What a finished pointer gesture on the drawer's handle means. */
export type DragOutcome = 'click' | 'toggle' | 'stay';

export interface DragGesture {
  /** Where the pointer went down, in client pixels. */
  startY: number;
  /** Where it came up. */
  endY: number;
  /** The drawer's height when the gesture began, in pixels. */
  height: number;
  /** Whether the drawer was full screen when the gesture began. */
  expanded: boolean;
}

/**
 * Classifies a gesture. Under 2 px of movement it is a click (the click toggles). Otherwise it
 * toggles only when it went towards the other state (up from collapsed, down from full screen) by
 * more than 25% of the drawer's height; any other drag snaps back.
 */
export function dragOutcome({ startY, endY, height, expanded }: DragGesture): DragOutcome {
  const distance = endY - startY;
  if (Math.abs(distance) < CLICK_TOLERANCE_PX) return 'click';
  const towardsOtherState = expanded ? distance > 0 : distance < 0;
  return towardsOtherState && Math.abs(distance) > height * DRAG_TOGGLE_RATIO ? 'toggle' : 'stay';
}

/** Whether the drawer is full screen after a gesture. */
export function expandedAfter(expanded: boolean, outcome: DragOutcome): boolean {
  return outcome === 'stay' ? expanded : !expanded;
}

export interface DragHeightInput {
  /** The drawer's height when the gesture began. */
  startHeight: number;
  startY: number;
  /** Where the pointer is now. */
  currentY: number;
  /** The collapsed drawer's height (its handle). */
  minHeight: number;
  /** The full-screen height (the viewport's). */
  maxHeight: number;
}

/** The drawer's height while it follows the pointer: it grows as the pointer rises, within bounds. */
export function dragHeight({ startHeight, startY, currentY, minHeight, maxHeight }: DragHeightInput): number {
  const height = startHeight + (startY - currentY);
  return Math.min(Math.max(height, minHeight), Math.max(minHeight, maxHeight));
}
