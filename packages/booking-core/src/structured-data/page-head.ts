import type { Attraction, LandingResponse } from '@coras/api-client';
import { descriptionExcerpt } from '../availability/text';
import { visibleSections } from '../landing/landing';

/**
 * What a page's `<head>` says of it to search engines and link previews: its title, a short
 * description and an image for Open Graph. A host adds the page's canonical address, which only it
 * knows (its origin).
 */
export interface PageHead {
  title: string;
  /** Plain text, a few sentences at most; absent when the API gives no text. */
  description?: string;
  /** An absolute image address; absent when the API gives no image. */
  image?: string;
}

/** How many cards of the first section a landing's description names. */
const LANDING_DESCRIPTION_CARDS = 3;

/**
 * The head of a details page: the attraction's name, the excerpt of its summary (its description
 * when it has none) the page shows, and its first image.
 */
export function attractionHead(attraction: Attraction): PageHead {
  const description = descriptionExcerpt(attraction.summary || attraction.description);
  const image = attraction.media.find((entry) => entry.url)?.url;
  return {
    title: attraction.attraction_name,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
  };
}

/**
 * The head of a landing: its first shown section's title (the API's, in the page's language, e.g.
 * 'Top picks in Dublin'), the names of its first cards, and the first card's image. `undefined`
 * for a landing with no section to show: the host's own head stays.
 */
export function landingHead(landing: LandingResponse): PageHead | undefined {
  const [first] = visibleSections(landing.sections);
  if (!first) return undefined;
  const names = first.items.slice(0, LANDING_DESCRIPTION_CARDS).map((item) => item.title);
  const image = first.items.flatMap((item) => item.images).find((entry) => entry.url)?.url;
  return {
    title: first.title,
    ...(names.length > 0 ? { description: names.join(' · ') } : {}),
    ...(image ? { image } : {}),
  };
}
