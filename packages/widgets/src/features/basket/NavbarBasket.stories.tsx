import '../../../test/lazyParts.test-utils';
import { createMemorySessionStore, type SessionStore } from '@coras/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imagesSettled } from '../../../test/landingStory.test-utils';
import { useBasket } from '../../runtime/basket/useBasket';
import {
  BasketStage,
  type BasketStoryFetchOptions,
  basketStoryFetch,
  frameDrawn,
  type ManualBasketTime,
  manualBasketTime,
  type StoryHold,
} from './basketStory.test-utils';
import { LazyNavbarBasket } from './LazyNavbarBasket';
import { NavbarBasket } from './NavbarBasket';

/** What a story puts in the basket, and the clock its countdowns run on. */
interface BasketStageParameters {
  holds?: StoryHold[] | undefined;
  time?: ManualBasketTime | undefined;
  extra?: ReactNode;
}

const storyNames = [
  'desktop',
  'fullScreen',
  'empty',
  'loading',
  'error',
  'aboutToExpire',
  'expired',
  'modal',
  'keyboard',
  'countArrives',
] as const;
type StoryName = (typeof storyNames)[number];

/** The morning the stories' sandbox is pinned to (its global setup's `today`, 09:00 UTC). */
const SANDBOX_MORNING = Date.parse('2026-11-21T09:00:00Z');

/** One hand-driven clock per story: the countdowns stand still unless a play function moves them. */
const times = Object.fromEntries(storyNames.map((name) => [name, manualBasketTime()])) as Record<
  StoryName,
  ManualBasketTime
>;

/**
 * One booking session per story, so each basket holds only its story's reservations. Its expiry is
 * read against the sandbox's pinned morning, not the machine's date.
 */
const sessions = Object.fromEntries(
  storyNames.map((name) => [name, createMemorySessionStore({ now: () => SANDBOX_MORNING })]),
) as Record<StoryName, SessionStore>;

/** A story's parameters: what it holds first, its clock, its session and how its basket load is shaped. */
function scene(
  name: StoryName,
  { holds, extra, ...fetch }: Omit<BasketStageParameters, 'time'> & BasketStoryFetchOptions = {},
) {
  return {
    basketStage: { holds, extra, time: times[name] } satisfies BasketStageParameters,
    corasProvider: { sessionStore: sessions[name], fetch: basketStoryFetch(fetch) },
  };
}

const tour = (inDays: number, tickets = [2]): StoryHold => ({
  attraction: 'dublinWalkingTour',
  inDays,
  tickets,
});

/** Opens the 'Added to basket' modal for the basket's first item, as the details page does after a reservation. */
function ShowAddedButton() {
  const { items, showAdded } = useBasket();
  const first = items[0];
  return (
    <button type="button" disabled={!first} onClick={() => first && showAdded(first)}>
      Show the last reservation
    </button>
  );
}

const page = () => within(document.body);
const liveRegion = () => document.querySelector('[data-basket-announcer]') as HTMLElement;

/** Clicks the basket icon once the basket has loaded `name` ('Basket, 2 items'). */
async function openBasket(canvasElement: HTMLElement, name: string) {
  const button = await within(canvasElement).findByRole('button', { name }, { timeout: 15_000 });
  await userEvent.click(button);
  return page().findByRole('dialog', { name: 'Basket' });
}

/**
 * The navbar's basket against the sandbox: the icon with its count, the dropdown — over the whole
 * screen in a widget 530 px wide or less — with each held reservation, its countdown and remove
 * button, the total and 'Checkout'; and the 'Added to basket' modal. The stories hold real tickets
 * through the story's own client first; the countdowns run on a hand-driven clock and the
 * reservations' `expires_in` is pinned, so every screenshot reads the same.
 */
const meta = {
  title: 'Widgets/Basket',
  component: NavbarBasket,
  parameters: {
    containerWidth: 1200,
    visual: { fullPage: true },
  },
  render: (args, { parameters }) => {
    const stage = (parameters.basketStage ?? {}) as BasketStageParameters;
    return (
      <BasketStage holds={stage.holds} time={stage.time}>
        {stage.extra}
        <NavbarBasket {...args} />
      </BasketStage>
    );
  },
  beforeEach: () => {
    for (const name of storyNames) {
      times[name].reset();
      sessions[name].clear();
    }
  },
} satisfies Meta<typeof NavbarBasket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide widget: the dropdown under the icon with two reservations, their countdowns and the total. */
export const Desktop1200: Story = {
  parameters: scene('desktop', {
    holds: [tour(30, [2, 1]), { attraction: 'corkTheatre', inDays: 30, tickets: [2] }],
    expiresIn: [754, 412],
  }),
  play: async ({ canvasElement }) => {
    const dropdown = await openBasket(canvasElement, 'Basket, 2 items');
    const items = await within(dropdown).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(
      within(dropdown)
        .getAllByRole('timer')
        .map((timer) => timer.textContent),
    ).toEqual(['12:34', '06:52']);
    await expect(items[0]).toHaveTextContent('2 × Adult, 1 × Child');
    await expect(within(dropdown).getByRole('button', { name: 'Checkout' })).toBeVisible();
    await imagesSettled(dropdown);
  },
};

/** A phone-wide widget: the basket covers the screen; Close gives the focus back to the icon. */
export const FullScreen375: Story = {
  parameters: {
    containerWidth: 375,
    ...scene('fullScreen', { holds: [tour(31, [2])], expiresIn: [754] }),
  },
  play: async ({ canvasElement }) => {
    const view = await openBasket(canvasElement, 'Basket, 1 item');
    await expect(within(view).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(await within(view).findByRole('button', { name: 'Checkout' })).toBeVisible();
    const box = view.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    await imagesSettled(view);
  },
};

/** No reservation yet: the basket says it is empty. */
export const Empty: Story = {
  parameters: scene('empty'),
  play: async ({ canvasElement }) => {
    const dropdown = await openBasket(canvasElement, 'Basket, empty');
    await expect(await within(dropdown).findByText('Your basket is empty')).toBeVisible();
  },
};

/**
 * The reservations are on their way: a skeleton row, and screen readers hear that it loads. The
 * button is named 'Basket', without a count, until the count is known.
 */
export const Loading: Story = {
  parameters: scene('loading', { holds: [tour(32, [1])], hang: true }),
  play: async ({ canvasElement }) => {
    const dropdown = await openBasket(canvasElement, 'Basket');
    await expect(await within(dropdown).findByRole('status')).toHaveTextContent('Loading your basket');
  },
};

/**
 * The reservations call failed (after the client's retries): an empty list (spec 2 §8), never a
 * broken basket.
 */
export const LoadFailed: Story = {
  parameters: scene('error', { holds: [tour(33, [1])], fault: '503' }),
  play: async ({ canvasElement }) => {
    const dropdown = await openBasket(canvasElement, 'Basket, empty');
    await waitFor(() => expect(dropdown.querySelector('[data-basket-status="error"]')).not.toBeNull(), {
      timeout: 20_000,
    });
    await expect(within(dropdown).getByText('Your basket is empty')).toBeVisible();
  },
};

/** One minute left (WCAG 2.2.1): the countdown reads 01:00 and the live region says so. */
export const AboutToExpire: Story = {
  parameters: scene('aboutToExpire', { holds: [tour(34, [2])], expiresIn: [65] }),
  play: async ({ canvasElement }) => {
    const dropdown = await openBasket(canvasElement, 'Basket, 1 item');
    const timer = await within(dropdown).findByRole('timer');
    await expect(timer).toHaveTextContent('01:05');
    await expect(liveRegion()).toHaveTextContent('');
    await times.aboutToExpire.advance(4_000);
    await expect(timer).toHaveTextContent('01:01');
    await expect(liveRegion()).toHaveTextContent('');
    await times.aboutToExpire.advance(1_000);
    await expect(timer).toHaveTextContent('01:00');
    await expect(liveRegion()).toHaveTextContent(
      'Your tickets for Dublin Old Town Walking Tour will be released in 1 minute.',
    );
    await imagesSettled(dropdown);
  },
};

/** The hold ran out while the basket was open: the item leaves at that second and the live region says so. */
export const Expired: Story = {
  parameters: scene('expired', { holds: [tour(35, [1])], expiresIn: [3] }),
  play: async ({ canvasElement }) => {
    const dropdown = await openBasket(canvasElement, 'Basket, 1 item');
    await expect(await within(dropdown).findByRole('timer')).toHaveTextContent('00:03');
    await times.expired.advance(2_999);
    await expect(within(dropdown).getByRole('timer')).toHaveTextContent('00:01');
    await times.expired.advance(1);
    await expect(await within(dropdown).findByText('Your basket is empty')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Basket, empty' })).toBeVisible();
    await expect(liveRegion()).toHaveTextContent(
      'Your tickets for Dublin Old Town Walking Tour were released and removed from your basket.',
    );
  },
};

/** After a reservation in a widget 800 px wide or less: 'Added to basket', 70 × 70 image, name, date, price. */
export const AddedModal800: Story = {
  parameters: {
    containerWidth: 800,
    ...scene('modal', { holds: [tour(36, [2])], expiresIn: [754], extra: <ShowAddedButton /> }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Basket, 1 item' }, { timeout: 15_000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show the last reservation' }));
    const modal = await page().findByRole('dialog', { name: 'Added to basket' });
    await expect(modal).toHaveTextContent('Dublin Old Town Walking Tour');
    await expect(within(modal).getByRole('button', { name: 'Go to basket' })).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Continue shopping' })).toBeVisible();
    await imagesSettled(modal);
  },
};

/**
 * By keyboard: Enter on the icon opens the basket with the focus inside, Tab reaches each item's
 * remove button and 'Checkout', Escape closes it and the focus is back on the icon.
 */
export const KeyboardOnly: Story = {
  parameters: {
    ...scene('keyboard', { holds: [tour(37, [1])], expiresIn: [754] }),
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: 'Basket, 1 item' },
      { timeout: 15_000 },
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dropdown = await page().findByRole('dialog', { name: 'Basket' });
    const remove = await within(dropdown).findByRole('button', {
      name: 'Remove Dublin Old Town Walking Tour from the basket',
    });
    await waitFor(() => expect(dropdown.contains(document.activeElement)).toBe(true));
    if (document.activeElement !== remove) await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.tab();
    await expect(within(dropdown).getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Basket' })).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A gate the count story's play function opens: the basket's load waits for it. */
function loadGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
let countLoad = loadGate();

/** What the browser reports of a layout shift (the Layout Instability API). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
}

/**
 * As in the navbar: the basket's code loads after the first render (issue 9), behind a stand-in
 * with the same button and no count, named 'Basket' while the count is unknown. The count then
 * appears on the button's corner: nothing on the page moves.
 */
export const CountArrives: Story = {
  parameters: scene('countArrives', {
    holds: [tour(38, [2])],
    expiresIn: [754],
    held: () => countLoad.opened,
  }),
  beforeEach: () => {
    countLoad = loadGate();
  },
  render: (args, { parameters }) => {
    const stage = (parameters.basketStage ?? {}) as BasketStageParameters;
    return (
      <BasketStage holds={stage.holds} time={stage.time}>
        <LazyNavbarBasket {...args} />
      </BasketStage>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stand-in, or the basket still loading: either way no count is known yet.
    const first = await canvas.findByRole('button', { name: 'Basket' }, { timeout: 15_000 });
    await expect(first.querySelector('span[aria-hidden]')).toBeNull();
    const before = first.getBoundingClientRect().toJSON();
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as LayoutShiftEntry).value);
    });
    observer.observe({ type: 'layout-shift' });

    countLoad.open();
    const button = await canvas.findByRole('button', { name: 'Basket, 1 item' }, { timeout: 15_000 });
    await expect(button).toHaveTextContent('1');
    // Layout shifts are reported once the frame that made them is drawn.
    await frameDrawn();
    for (const entry of observer.takeRecords()) shifts.push((entry as LayoutShiftEntry).value);
    observer.disconnect();
    await expect(button.getBoundingClientRect().toJSON()).toEqual(before);
    await expect(shifts).toEqual([]);
  },
};
