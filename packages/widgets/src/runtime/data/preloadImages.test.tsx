import type { Attraction, LandingResponse } from '@coras/api-client';
import { resolveImage } from '@coras/booking-core';
import { AttractionCard, Image } from '@coras/ui';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAIN_PHOTO_SIZES, preloadDetailsPhoto, preloadLandingImages } from './preloadImages';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    src: link.getAttribute('href'),
    srcSet: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
  }));

/** What a preload of an image's file carries: its srcset and sizes, else its src (React's way). */
const askedBy = (image: HTMLImageElement | null) => {
  const srcSet = image?.getAttribute('srcset') ?? null;
  return {
    src: srcSet ? null : (image?.getAttribute('src') ?? null),
    srcSet,
    sizes: image?.getAttribute('sizes') ?? null,
  };
};

beforeEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('preloadLandingImages', () => {
  it('asks for a CDN image with the srcset and sizes the card then uses, for the first visible section only', () => {
    const item = (id: string) => ({
      id,
      title: id,
      images: [{ url: `https://coras.imgix.net/${id}.jpg`, width: 1200, height: 800 }],
    });
    const landing = {
      sections: [
        { type: 'discovery', order: 0, title: 'Not drawn', items: [item('hidden')] },
        { type: 'short-card', order: 2, title: 'Second', items: [item('later')] },
        { type: 'short-card', order: 1, title: 'First', items: ['a', 'b', 'c', 'd', 'e'].map(item) },
      ],
    } as unknown as LandingResponse;
    preloadLandingImages(landing);
    const { container } = render(
      <AttractionCard name="a" imageSrc={resolveImage('https://coras.imgix.net/a.jpg', 'card')} />,
    );
    const card = askedBy(container.querySelector('img:not([data-placeholder])'));
    expect(card.srcSet).toContain('w=440');
    expect(preloads()).toHaveLength(4);
    expect(preloads()[0]).toEqual(card);
    expect(preloads().map((link) => link.srcSet)).toEqual(
      ['a', 'b', 'c', 'd'].map((id) => expect.stringContaining(`/${id}.jpg`)),
    );
  });

  it('asks for nothing without an answer or sections', () => {
    preloadLandingImages(undefined);
    preloadLandingImages({ sections: [] } as unknown as LandingResponse);
    expect(preloads()).toEqual([]);
  });
});

describe('preloadDetailsPhoto', () => {
  it('asks for the first photo with a URL as the gallery’s main photo does', () => {
    const url = 'https://res.cloudinary.com/coras/image/upload/v1/tour.jpg';
    preloadDetailsPhoto({ media: [{ url: '  ' }, { url }] } as unknown as Attraction);
    const { container } = render(<Image src={resolveImage(url)} alt="" sizes={MAIN_PHOTO_SIZES} />);
    const photo = askedBy(container.querySelector('img:not([data-placeholder])'));
    expect(photo.srcSet).not.toBeNull();
    expect(preloads()).toEqual([photo]);
  });
});
