import { describe, expect, it } from 'vitest';
import { defaultTheme } from './tokens';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const { color } = defaultTheme;

describe('default theme contrast (WCAG 2.2 AA)', () => {
  it('computes contrast like the WCAG formula', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['text on background', color.text, color.background],
    ['text on surface', color.text, color.surface],
    ['muted text on background', color.textMuted, color.background],
    ['muted text on surface', color.textMuted, color.surface],
    ['on-brand text on brand', color.onBrand, color.brand],
    ['on-brand text on brand hover', color.onBrand, color.brandHover],
    ['brand text on background', color.brand, color.background],
    ['brand text on brand subtle', color.brand, color.brandSubtle],
    ['text on disabled', color.onDisabled, color.disabled],
    ['success on its subtle background', color.success, color.successSubtle],
    ['warning on its subtle background', color.warning, color.warningSubtle],
    ['error on its subtle background', color.error, color.errorSubtle],
    ['error on background', color.error, color.background],
    ['star on background', color.star, color.background],
  ])('%s reaches 4.5:1', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['strong borders of controls', color.borderStrong, color.background],
    ['the focus ring', color.focus, color.background],
    ['the focus ring on the surface', color.focus, color.surface],
  ])('%s reach 3:1 (non-text contrast)', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
