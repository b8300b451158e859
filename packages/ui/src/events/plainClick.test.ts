import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plainClick';

type ClickModifiers = Parameters<typeof isPlainClick>[0];

const plain: ClickModifiers = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is a click of the main button with no modifier key', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each([
    ['ctrl (a new tab)', { ctrlKey: true }],
    ['cmd (a new tab on macOS)', { metaKey: true }],
    ['shift (a new window)', { shiftKey: true }],
    ['alt (a download)', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['the secondary button', { button: 2 }],
  ])('leaves a click with %s to the browser', (_name, change: Partial<ClickModifiers>) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
