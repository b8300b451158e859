import { type FocusRing, focusRingOf } from '@coras/tooling/focusRing';
import { expect, userEvent } from 'storybook/test';

/**
 * A key pressed as a visitor presses it: under the Vitest run, through the browser's own keyboard
 * (`vitest/browser`, handed over by .storybook/vitest.setup.ts), so Chromium decides `:focus-visible`
 * as it does for a person; in the Storybook UI, through Testing Library's simulation.
 */
export async function press(keys: string): Promise<void> {
  const keyboard = (globalThis as { corasKeyboard?: (keys: string) => Promise<void> }).corasKeyboard;
  if (keyboard) await keyboard(keys);
  else await userEvent.keyboard(keys);
}

/**
 * Asserts the kit's focus indicator on the focused `element` (WCAG 2.4.13): at least `minWidth`
 * (2 px) wide, at 3:1 or more against what it is drawn on. Returns the ring.
 */
export async function expectVisibleRing(element: Element, minWidth = 2): Promise<FocusRing> {
  const ring = focusRingOf(element);
  const name = `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  await expect(ring, `${name} draws no focus ring`).not.toBeNull();
  const drawn = ring as FocusRing;
  await expect(drawn.width, `${name}: the ring on ${drawn.on} is ${drawn.width}px`).toBeGreaterThanOrEqual(
    minWidth,
  );
  await expect(
    drawn.contrast,
    `${name}: the ring ${drawn.color} on ${drawn.on} has ${drawn.contrast.toFixed(2)}:1`,
  ).toBeGreaterThanOrEqual(3);
  return drawn;
}

/**
 * Presses Tab until the focus leaves `frame` (or comes back round to an element it reached: a
 * focus trap), asserting a visible ring on each element it reaches; returns them in order.
 */
export async function tabThrough(frame: Element, limit = 80): Promise<Element[]> {
  const reached: Element[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await press('{Tab}');
    const active = frame.ownerDocument.activeElement;
    if (!active || !frame.contains(active) || reached.includes(active)) return reached;
    await expectVisibleRing(active);
    reached.push(active);
  }
  throw new Error(`The focus stayed in the frame after ${limit} presses of Tab`);
}
