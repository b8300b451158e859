import { SEARCH_SENTINEL_ROOT_MARGIN } from '@coras/booking-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imagesSettled, storyFetch } from '../../../test/landingStory.test-utils';
import { frameDrawn } from '../../features/basket/basketStory.test-utils';
import { SearchPage } from './SearchPage';

/**
 * The search page against the sandbox API. The start date is pinned to the sandbox's today so the
 * results do not move with the calendar; the layout stories keep a row of results (`searchResults`
 * of `storyFetch`) to fit one screen.
 */
const meta = {
  title: 'Widgets/SearchPage',
  component: SearchPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (term: string) => ({ page: 'search', search: term, startDate: '2026-11-21' }) as const;

async function loaded(canvasElement: HTMLElement, cards: number) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(cards), { timeout: 10_000 });
  await imagesSettled(canvasElement);
  return canvas;
}

/** Four columns of results in a wide widget, with 'Back to top' below. */
export const Desktop1200: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: { initialParams: search('dublin'), fetch: storyFetch({ searchResults: 4 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 4);
    await expect(canvas.getByRole('heading', { name: 'Showing results for dublin' })).toBeVisible();
    const tops = new Set(
      canvas.getAllByRole('article').map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Back to top' })).toBeVisible();
  },
};

/** Two columns at 1000 px wide. */
export const Width1000: Story = {
  parameters: {
    containerWidth: 1000,
    corasProvider: { initialParams: search('dublin'), fetch: storyFetch({ searchResults: 2 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 2);
    const tops = new Set(
      canvas.getAllByRole('article').map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
  },
};

/** Two columns on a tablet. */
export const Tablet768: Story = {
  parameters: {
    containerWidth: 768,
    corasProvider: { initialParams: search('castle'), fetch: storyFetch({ searchResults: 2 }) },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 2);
  },
};

/** One column on a phone. */
export const Mobile375: Story = {
  parameters: {
    containerWidth: 375,
    corasProvider: { initialParams: search('castle'), fetch: storyFetch({ searchResults: 1 }) },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 1);
  },
};

/** The requests of the infinite scroll story, as they leave. */
const sent: URL[] = [];

/** Resolves once `element` is within the sentinel's range of the viewport (booking-core's margin). */
function inSentinelRange(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: SEARCH_SENTINEL_ROOT_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * Infinite scroll in a real browser: the page sits in a scrolling box; scrolling to the end brings
 * the sentinel into range and the next pages load (24 results for 'dublin': 10, 10, 4). 'Back to
 * top' then returns to the heading and focuses it.
 */
export const InfiniteScroll: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: { initialParams: search('dublin'), fetch: storyFetch({ sent }) },
  },
  beforeEach: () => {
    sent.length = 0;
  },
  render: () => (
    <div style={{ height: 640, overflowY: 'auto' }} data-testid="scroller">
      <SearchPage />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 10);
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(20), { timeout: 10_000 });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24), { timeout: 10_000 });
    // Everything is shown: the sentinel (just after the results' list), in range at the end, asks
    // for nothing more. When this observer reports it in range, the page's own has seen it too
    // (observers report in the order they were made), and a frame drawn after that holds whatever
    // the page did about it.
    scroller.scrollTop = scroller.scrollHeight;
    const sentinel = canvas.getAllByRole('article')[0]?.closest('ul')?.nextElementSibling as Element;
    await inSentinelRange(sentinel);
    await frameDrawn();
    const searches = sent.filter((url) => url.pathname.endsWith('/attractions'));
    await expect(searches.map((url) => url.searchParams.get('page'))).toEqual(['0', '1', '2']);
    await expect(canvas.getAllByRole('article')).toHaveLength(24);

    await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }));
    const heading = canvas.getByRole('heading', { name: 'Showing results for dublin' });
    await expect(heading).toHaveFocus();
    await waitFor(() => expect(scroller.scrollTop).toBe(0), { timeout: 5000 });
    // Past the first screen's cards, a card's cell is drawn only near the screen (content-visibility:
    // the rows far below cost no layout or paint), with room kept for the card's hover shadow,
    // which its paint containment would clip; every card stays in the accessibility tree (the 24
    // articles above).
    const cells = canvas
      .getAllByRole('article')
      .map((card) => getComputedStyle(card.closest('li') as Element));
    await expect(cells.map((cell) => cell.contentVisibility)).toEqual([
      ...Array<string>(8).fill('visible'),
      ...Array<string>(16).fill('auto'),
    ]);
    await expect(Number.parseFloat(cells[8]?.overflowClipMargin ?? '')).toBeGreaterThanOrEqual(16);
    await imagesSettled(canvasElement);
  },
};

/** The first page loads: one row of skeleton cards. */
export const Loading: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      initialParams: search('dublin'),
      fetch: storyFetch({ fault: { path: '/attractions', spec: 'latency=25000' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading attractions');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Nothing matches. */
export const Empty: Story = {
  parameters: { containerWidth: 768, corasProvider: { initialParams: search('zzzz') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No attractions found for your criteria.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
};

/** The search failed: the error modal; 'Refresh the page' loads the page again. */
export const SearchFailed: Story = {
  parameters: {
    containerWidth: 768,
    visual: { fullPage: true },
    corasProvider: {
      initialParams: search('dublin'),
      logger: { error: () => undefined, warn: () => undefined },
      fetch: storyFetch({ fault: { path: '/attractions', spec: 'malformed' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(dialog).getByText(/Something went wrong/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Refresh the page' })).toHaveFocus();
  },
};
