/**
 * Helpers of the landing and search stories (not part of the package's API): they talk to the real
 * sandbox, and shape its answers only to fit one screen or to inject a fault.
 */
import { expect, waitFor } from 'storybook/test';

export interface StoryFetchOptions {
  /**
   * `X-Sandbox-Fault` for requests whose path contains `path`; a final `$` anchors it at the end,
   * as the sandbox's own fault paths do (`/landing$` is the search, not `/landing/filters`).
   */
  fault?: { path: string; spec: string } | undefined;
  /** Keep this many short-card sections of the landing answer, each with `cards` cards. */
  landing?: { sections: number; cards: number } | undefined;
  /** Keep this many results of each search page, and say that is all there is. */
  searchResults?: number | undefined;
  /** Each request's address is pushed here as it leaves, before any answer. */
  sent?: URL[] | undefined;
}

/**
 * The `fetch` of a story's provider: the browser's own, with a sandbox fault header where asked,
 * and answers trimmed so a composition fits the 1200 × 900 screenshot.
 */
export function storyFetch({ fault, landing, searchResults, sent }: StoryFetchOptions = {}) {
  return async (request: Request): Promise<Response> => {
    sent?.push(new URL(request.url));
    const path = new URL(request.url).pathname;
    let outgoing = request;
    const anchored = fault?.path.endsWith('$');
    if (fault && (anchored ? path.endsWith(fault.path.slice(0, -1)) : path.includes(fault.path))) {
      outgoing = new Request(request);
      outgoing.headers.set('X-Sandbox-Fault', fault.spec);
    }
    const response = await fetch(outgoing);
    if (!response.ok) return response;
    if (landing && path.endsWith('/landing')) {
      const body = await response.json();
      const sections = (body.sections as Array<{ type: string; items: unknown[] }>)
        .filter((section) => section.type === 'short-card')
        .slice(0, landing.sections)
        .map((section) => ({ ...section, items: section.items.slice(0, landing.cards) }));
      return Response.json({ ...body, sections }, { status: response.status });
    }
    if (searchResults !== undefined && path.endsWith('/attractions')) {
      const body = await response.json();
      const results = (body.results as unknown[]).slice(0, searchResults);
      return Response.json({ total: results.length, results }, { status: response.status });
    }
    return response;
  };
}

/**
 * The kit's images, by their `data-status` (`loading | primary | fallback | failed`): an Alert's
 * `data-status` (`success | warning | error`, e.g. the sandbox's test-mode banner) is no image.
 */
const IMAGES = ['loading', 'primary', 'fallback', 'failed']
  .map((status) => `[data-status="${status}"]`)
  .join(', ');

/** Waits until every image in `root` has settled (loaded, or failed to its text), for a stable screenshot. */
export async function imagesSettled(root: HTMLElement) {
  await waitFor(
    () => {
      for (const image of root.querySelectorAll(IMAGES)) {
        const status = image.getAttribute('data-status');
        expect(status === 'failed' || image.hasAttribute('data-loaded')).toBe(true);
      }
    },
    { timeout: 10_000 },
  );
}

/**
 * The images of the page that fail to load, each recorded once its own `error` listeners have run
 * (an inline `onerror` a sanitiser let through among them). A story records from its `beforeEach`,
 * before it renders: an image can fail before the play function looks.
 */
export function imageFailures() {
  const failed: HTMLImageElement[] = [];
  const seen = (event: Event) => {
    const image = event.target;
    // Added while the event is still being captured above it, this runs after the image's own listeners.
    if (image instanceof HTMLImageElement)
      image.addEventListener('error', () => failed.push(image), { once: true });
  };
  return {
    failed,
    /** Starts recording afresh; the function it returns stops (a `beforeEach` cleanup). */
    record() {
      failed.length = 0;
      document.addEventListener('error', seen, { capture: true });
      return () => document.removeEventListener('error', seen, { capture: true });
    },
  };
}
