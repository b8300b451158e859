import '../../../test/lazyParts.test-utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imagesSettled, storyFetch } from '../../../test/landingStory.test-utils';
import { LandingPage } from './LandingPage';

/**
 * The landing page against the sandbox API. Answers are trimmed to one section of a few cards (the
 * `landing` option of `storyFetch`) so each layout fits one screen; the cards are the sandbox's.
 */
const meta = {
  title: 'Widgets/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ireland = { page: 'landing', country: 'ireland' } as const;

/** Waits for the cards, then for their images, so the screenshot is the settled page. */
async function loaded(canvasElement: HTMLElement, cards: number) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(cards), { timeout: 10_000 });
  await imagesSettled(canvasElement);
  return canvas;
}

/** Four columns in a wide widget; 'Show more' beside the title and after the cards. */
export const Desktop1200: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: { initialParams: ireland, fetch: storyFetch({ landing: { sections: 1, cards: 4 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 4);
    const cards = canvas.getAllByRole('article');
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const buttons = canvas.getAllByRole('button', { name: 'Show more' });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toBeVisible();
  },
};

/** Two columns at 1000 px wide (spec 1 §2). */
export const Width1000: Story = {
  parameters: {
    containerWidth: 1000,
    corasProvider: { initialParams: ireland, fetch: storyFetch({ landing: { sections: 1, cards: 2 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 2);
    const [first, second] = canvas.getAllByRole('article') as [HTMLElement, HTMLElement];
    await expect(Math.round(first.getBoundingClientRect().top)).toBe(
      Math.round(second.getBoundingClientRect().top),
    );
    await expect(first.getBoundingClientRect().width).toBeGreaterThan(400);
  },
};

/** Two columns on a tablet. */
export const Tablet768: Story = {
  parameters: {
    containerWidth: 768,
    corasProvider: { initialParams: ireland, fetch: storyFetch({ landing: { sections: 1, cards: 2 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 2);
    const [first, second] = canvas.getAllByRole('article') as [HTMLElement, HTMLElement];
    await expect(Math.round(first.getBoundingClientRect().top)).toBe(
      Math.round(second.getBoundingClientRect().top),
    );
  },
};

/** One column on a phone; 'Show more' only below the cards. */
export const Mobile375: Story = {
  parameters: {
    containerWidth: 375,
    corasProvider: { initialParams: ireland, fetch: storyFetch({ landing: { sections: 1, cards: 1 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 1);
    // The header's button is hidden at 500 px or less: one 'Show more', below the card.
    const buttons = canvas.getAllByRole('button', { name: 'Show more' });
    await expect(buttons).toHaveLength(1);
    const card = canvas.getByRole('article');
    await expect(buttons[0]?.getBoundingClientRect().top).toBeGreaterThan(
      card.getBoundingClientRect().bottom,
    );
  },
};

/** A city: its banner and the breadcrumb country → city. */
export const CityWithBreadcrumb: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      initialParams: { page: 'landing', country: 'ireland', city: 'dublin' },
      fetch: storyFetch({ landing: { sections: 1, cards: 4 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 4);
    const trail = await canvas.findByRole('navigation', { name: 'Location' });
    await expect(within(trail).getByRole('button', { name: 'Ireland' })).toBeVisible();
    await expect(within(trail).getByText('Dublin')).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A city chosen in the navbar search arrives without its country (spec 1): Kyoto gets Japan's
 * banner and breadcrumb, from `GET locations?city=kyoto`. Prices in yen are hundredths like every
 * currency (the contract): the tea ceremony, 370000, is JP¥3,700.00; it has no photo at all, so its
 * card shows the placeholder, never 'Loading image…'.
 */
export const CityFromNavbarSearchInYen: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      initialParams: { page: 'landing', city: 'kyoto', categories: 'activity' },
      currency: 'JPY',
      fetch: storyFetch({ landing: { sections: 1, cards: 8 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = await canvas.findByRole('navigation', { name: 'Location' });
    await expect(await within(trail).findByRole('button', { name: 'Japan' })).toBeVisible();
    await expect(within(trail).getByText('Kyoto')).toHaveAttribute('aria-current', 'page');
    const banner = canvas.getByTestId('location-banner').querySelector('img:not([data-placeholder])');
    await expect(banner?.getAttribute('src')).toMatch(/\/japan\/kyoto\.png$/);
    const name = await canvas.findByText('Kyoto Tea Ceremony in a Machiya', {}, { timeout: 10_000 });
    const tea = name.closest('article') as HTMLElement;
    await expect(within(tea).getByText(/JP¥3,700\.00/)).toBeVisible();
    await imagesSettled(canvasElement);
    await expect(within(tea).queryByText(/Loading image/)).toBeNull();
  },
};

/** Points beside the price when the distributor configures a reward function. */
export const WithPoints: Story = {
  parameters: {
    containerWidth: 768,
    corasProvider: {
      initialParams: ireland,
      fetch: storyFetch({ landing: { sections: 1, cards: 2 } }),
      pointsUnit: 'Avios',
      pointsLogoUrl: '/fixtures/points/logo.svg',
      pointsIconUrl: '/fixtures/points/icon.svg',
      rewardPoints: (price: number) => Math.round(price * 10),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 2);
    await expect(canvas.getAllByText('Avios')).toHaveLength(2);
  },
};

/** The visitor cannot be located: 'Popular on our site' over the sections of everywhere. */
export const NotLocated: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      logger: { error: () => undefined, warn: () => undefined },
      fetch: storyFetch({
        fault: { path: '/geolocation', spec: 'malformed' },
        landing: { sections: 1, cards: 4 },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 4);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular on our site' })).toBeVisible();
  },
};

/** Loading: skeletons of the cards' size hold the sections' place. */
export const Loading: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      initialParams: ireland,
      fetch: storyFetch({ fault: { path: '/landing$', spec: 'latency=25000' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading attractions');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await imagesSettled(canvasElement);
  },
};

/**
 * The skeleton's cards stand where the cards will: the first card's top and width do not change
 * when the answer replaces the skeleton (no layout shift).
 */
export const NoLayoutShift: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      initialParams: ireland,
      fetch: storyFetch({
        fault: { path: '/landing$', spec: 'latency=1500' },
        landing: { sections: 1, cards: 4 },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    // The first card: a list item outside the filter bar (whose chips are a list too).
    const firstCard = 'ul:not(search *) > li';
    const skeleton = canvasElement.querySelector(firstCard) as HTMLElement;
    const before = skeleton.getBoundingClientRect();
    await loaded(canvasElement, 4);
    const after = (canvasElement.querySelector(firstCard) as HTMLElement).getBoundingClientRect();
    await expect(Math.round(after.top)).toBe(Math.round(before.top));
    await expect(Math.round(after.width)).toBe(Math.round(before.width));
    await expect(Math.abs(after.height - before.height)).toBeLessThan(24);
  },
};

/**
 * Answers the first landing search at once and every later one after 25 s: the page between a
 * visitor's new choice and its answer.
 */
function slowAfterTheFirstSearch() {
  const trimmed = { sections: 1, cards: 4 };
  const quick = storyFetch({ landing: trimmed });
  const slow = storyFetch({ fault: { path: '/landing$', spec: 'latency=25000' }, landing: trimmed });
  let searches = 0;
  return (request: Request) => {
    const search = new URL(request.url).pathname.endsWith('/landing');
    if (search) searches += 1;
    return (search && searches > 1 ? slow : quick)(request);
  };
}

/**
 * A new search (here a new sort order) keeps the previous cards in place, at full contrast under a
 * loading bar and marked busy, with 'Loading attractions' announced, until its answer replaces them.
 */
export const NewSearchLoading: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: { initialParams: ireland, fetch: slowAfterTheFirstSearch() },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 4);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by' }));
    const options = await page.findAllByRole('option', {}, { timeout: 10_000 });
    await userEvent.click(options[1] as HTMLElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading attractions');
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expect(cards[0]?.closest('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** No attraction matches the filters. */
export const Empty: Story = {
  parameters: {
    containerWidth: 768,
    corasProvider: {
      initialParams: { ...ireland, categories: 'music', price: '0-2000', duration: '480-' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No attractions found for your criteria.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** The search failed: the error modal, whose 'Refresh the page' searches again. */
export const SearchFailed: Story = {
  parameters: {
    containerWidth: 768,
    visual: { fullPage: true },
    corasProvider: {
      initialParams: ireland,
      logger: { error: () => undefined, warn: () => undefined },
      fetch: storyFetch({ fault: { path: '/landing$', spec: 'malformed' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(dialog).getByRole('button', { name: 'Refresh the page' })).toHaveFocus();
    await imagesSettled(canvasElement);
  },
};
