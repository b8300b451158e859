import type { Attraction, LandingResponse } from '@coras/api-client';
import {
  cardImage,
  chooseBestImage,
  type ImageSource,
  isBlank,
  responsiveImage,
  visibleSections,
} from '@coras/booking-core';
import { ATTRACTION_CARD_IMAGE_SIZES } from '@coras/ui';
import { preload } from 'react-dom';

/**
 * The first section's first cards (one row at the widest layout): their images are the landing
 * page's largest paint, so they load at once with high priority instead of lazily after layout.
 */
export const FIRST_SCREEN_CARDS = 4;

/** The details page's main photo: the whole width below 800 px, two thirds beside the others. */
export const MAIN_PHOTO_SIZES = '(max-width: 800px) 100vw, 66vw';

/**
 * Asks for the landing page's first-screen card images as soon as the search answers, while its
 * cards are still to be rendered — exactly as the cards will (URL, `srcset`, `sizes`, high
 * priority), so the browser downloads each file once.
 */
export function preloadLandingImages(landing: LandingResponse | undefined): void {
  const first = visibleSections(landing?.sections)[0];
  for (const item of first?.items.slice(0, FIRST_SCREEN_CARDS) ?? []) {
    preloadImage(chooseBestImage(item.images).url, cardImage, ATTRACTION_CARD_IMAGE_SIZES);
  }
}

/** Asks for the details page's main photo as soon as the attraction answers (see above). */
export function preloadDetailsPhoto(attraction: Attraction | undefined): void {
  const url = attraction?.media.find((entry) => !isBlank(entry.url))?.url;
  preloadImage(url, (source) => responsiveImage(source, {}), MAIN_PHOTO_SIZES);
}

function preloadImage(url: string | undefined, build: (url: string) => ImageSource, sizes: string): void {
  if (!url) return;
  let source: ImageSource;
  try {
    source = build(url);
  } catch {
    // The image's own builder refuses it too: the page shows its fallback, nothing to preload.
    return;
  }
  preload(source.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(source.srcSet ? { imageSrcSet: source.srcSet, imageSizes: sizes } : {}),
  });
}
