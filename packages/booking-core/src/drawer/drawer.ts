/** A drag shorter than this counts as a click (spec 2 §9). */
export const DRAG_CLICK_THRESHOLD_PX = 2;
/** A drag longer than this share of the drawer's height toggles full screen (spec 2 §9). */
export const DRAG_TOGGLE_RATIO = 0.25;

/** What a finished drag of the bottom basket drawer does. */
export type DragOutcome = 'click' | 'toggle' | 'none';

/**
 * The bottom drawer's drag rule (spec 2 §2, §9): under 2 px it is a click (which toggles full
 * screen); dragging up while collapsed, or down while full screen, by more than 25% of the
 * drawer's height toggles it; anything else snaps back.
 */
export function dragOutcome(input: { deltaY: number; height: number; fullscreen: boolean }): DragOutcome {
  const distance = Math.abs(input.deltaY);
  if (distance < DRAG_CLICK_THRESHOLD_PX) return 'click';
  if (distance <= input.height * DRAG_TOGGLE_RATIO) return 'none';
  const upward = input.deltaY < 0;
  return upward !== input.fullscreen ? 'toggle' : 'none';
}
