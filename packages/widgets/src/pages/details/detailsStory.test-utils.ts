/**
 * Helpers of the details stories (not part of the package's API): they talk to the real sandbox,
 * and shape its answers only to fit one screen or to inject a fault or a hostile text.
 */
import type { Attraction } from '@coras/api-client';
import { expect, waitFor } from 'storybook/test';
import { type StoryFetchOptions, storyFetch } from '../../../test/landingStory.test-utils';

/**
 * The sandbox's fixed fixture ids (`FIXTURE_IDS` of @coras/sandbox-api, the same for every seed;
 * a unit test keeps them equal). Copied rather than imported: the sandbox's module would bring its
 * server (Hono, Ajv) into every story's bundle.
 */
export const STORY_FIXTURES = {
  dublinWalkingTour: 'a9c3b248-ea53-432a-a64d-8c871fd93834',
  corkTheatre: '5d3b6afc-f090-42e9-8700-d3a1cc639c4c',
  blankTexts: '5fcb6135-519e-4fb1-9cf8-740c6f21a4fc',
} as const;

export interface DetailsStoryFetchOptions extends StoryFetchOptions {
  /** Rewrites the attraction's answer (e.g. a hostile description). */
  attraction?: ((attraction: Attraction) => Attraction) | undefined;
}

/** The landing story fetch (faults, trimmed landing answers), plus a rewrite of the attraction. */
export function detailsStoryFetch({ attraction, ...options }: DetailsStoryFetchOptions = {}) {
  const inner = storyFetch(options);
  return async (request: Request): Promise<Response> => {
    const response = await inner(request);
    const path = new URL(request.url).pathname;
    if (!attraction || !response.ok || !path.includes('/attractions/')) return response;
    const body = (await response.json()) as Attraction;
    return Response.json(attraction(body), { status: response.status });
  };
}

/**
 * Waits until every image on screen has settled (loaded, or failed to its text). Images below
 * the 900 px screen are lazy and outside the screenshot: they are not waited for.
 */
export async function visibleImagesSettled(root: HTMLElement) {
  const view = root.ownerDocument.defaultView;
  await waitFor(
    () => {
      for (const image of root.querySelectorAll('[data-status]')) {
        const box = image.getBoundingClientRect();
        if (box.height === 0 || box.top >= (view?.innerHeight ?? 900)) continue;
        const status = image.getAttribute('data-status');
        expect(status === 'failed' || image.hasAttribute('data-loaded')).toBe(true);
      }
    },
    { timeout: 10_000 },
  );
}
