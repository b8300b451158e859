import { describe, expect, it } from 'vitest';
import { IMAGE_TEXTS, type ImageEvent, type ImageStatus, imageTransition } from './imageStatus';

describe('imageTransition', () => {
  it("shows 'Loading image...' until data exists, then the primary image", () => {
    expect(IMAGE_TEXTS.loading).toBe('Loading image...');
    expect(imageTransition('loading', { type: 'data' })).toBe('primary');
    expect(imageTransition('primary', { type: 'data' })).toBe('primary');
  });

  it("falls back once, then shows 'Image could not be loaded'", () => {
    expect(IMAGE_TEXTS.failed).toBe('Image could not be loaded');
    const events: ImageEvent[] = [
      { type: 'data' },
      { type: 'error', hasFallback: true },
      { type: 'error', hasFallback: true },
    ];
    const seen: ImageStatus[] = ['loading'];
    for (const event of events) seen.push(imageTransition(seen.at(-1) as ImageStatus, event));
    expect(seen).toEqual(['loading', 'primary', 'fallback', 'failed']);
    expect(imageTransition('failed', { type: 'error', hasFallback: true })).toBe('failed');
    expect(imageTransition('loading', { type: 'error', hasFallback: true })).toBe('loading');
  });

  it('fails at once without a fallback, and reset starts over', () => {
    expect(imageTransition('primary', { type: 'error', hasFallback: false })).toBe('failed');
    expect(imageTransition('failed', { type: 'reset' })).toBe('loading');
  });
});
