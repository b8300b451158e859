import { describe, expect, it } from 'vitest';
import { LOCATION_IMAGE_DEFAULTS, locationImageUrls } from './location-image';

describe('locationImageUrls', () => {
  it('serves a city banner from the assets host, with ireland/cork.png as the fallback', () => {
    expect(
      locationImageUrls({ assetsUrl: 'https://assets.example/', country: 'France', city: 'paris' }),
    ).toEqual({
      primary: 'https://assets.example/france/paris.png',
      fallback: 'https://assets.example/ireland/cork.png',
    });
  });

  it('uses the country alone, ireland by default, and the configured extension and default', () => {
    expect(locationImageUrls({ assetsUrl: 'https://a', country: 'spain', extension: '.jpg' }).primary).toBe(
      'https://a/spain/spain.jpg',
    );
    expect(locationImageUrls({ assetsUrl: 'https://a', city: '  ' })).toEqual({
      primary: 'https://a/ireland/ireland.png',
      fallback: 'https://a/ireland/cork.png',
    });
    expect(locationImageUrls({ assetsUrl: 'https://a', defaultImage: '/x/y.webp' }).fallback).toBe(
      'https://a/x/y.webp',
    );
  });

  it('keeps the spec defaults', () => {
    expect(LOCATION_IMAGE_DEFAULTS).toEqual({
      country: 'ireland',
      extension: 'png',
      defaultImage: 'ireland/cork.png',
      width: 1160,
      height: 160,
    });
  });
});
