import type { AttractionItem, LandingSection } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import { attraction } from '../testing/fixtures.test-utils';
import { attractionHead, landingHead } from './page-head';

const card = (title: string, images: string[] = []): AttractionItem => ({
  id: title,
  title,
  price: { EUR: 1000 },
  category: { name: 'Tours', slug: 'tours' },
  date: '2026-05-01T09:00:00Z',
  timezone: 'Europe/Dublin',
  images: images.map((url) => ({ url })),
});

const section = (overrides: Partial<LandingSection>): LandingSection => ({
  type: 'short-card',
  order: 1,
  title: 'Top picks in Dublin',
  items: [],
  ...overrides,
});

describe('attractionHead', () => {
  it('gives the name, the summary’s excerpt as plain text and the first image', () => {
    const head = attractionHead(
      attraction({
        summary: '<p>Walk the old town&nbsp;with a guide.</p>',
        description: '<p>Not this one.</p>',
        media: [{ url: '' }, { url: 'https://img.example/1.jpg' }, { url: 'https://img.example/2.jpg' }],
      }),
    );
    expect(head).toEqual({
      title: 'Cliffs of Moher tour',
      description: 'Walk the old town with a guide.',
      image: 'https://img.example/1.jpg',
    });
  });

  it('takes the description when there is no summary, and leaves out what the API does not give', () => {
    expect(attractionHead(attraction({ description: '<b>Sea views.</b>' }))).toEqual({
      title: 'Cliffs of Moher tour',
      description: 'Sea views.',
    });
    expect(attractionHead(attraction())).toEqual({ title: 'Cliffs of Moher tour' });
  });
});

describe('landingHead', () => {
  it('names the first shown section and its first three cards, with the first card image', () => {
    const head = landingHead({
      sections: [
        section({
          type: 'banner',
          order: 0,
          title: 'Not shown',
          items: [card('Hidden', ['https://x/0.jpg'])],
        }),
        section({
          order: 2,
          title: 'Museums in Dublin',
          items: [card('Later section')],
        }),
        section({
          order: 1,
          items: [
            card('Guinness Storehouse'),
            card('Book of Kells', ['https://img.example/k.jpg']),
            card('Howth'),
            card('Zoo'),
          ],
        }),
      ],
    });
    expect(head).toEqual({
      title: 'Top picks in Dublin',
      description: 'Guinness Storehouse · Book of Kells · Howth',
      image: 'https://img.example/k.jpg',
    });
  });

  it('gives nothing for a landing with no section to show', () => {
    expect(landingHead({ sections: [] })).toBeUndefined();
    expect(landingHead({ sections: [section({ type: 'banner' })] })).toBeUndefined();
  });
});
