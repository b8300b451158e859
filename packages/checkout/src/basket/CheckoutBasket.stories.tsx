import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { englishTranslate } from '../i18n/translate';
import { storyBasket, storyTime, theatreHold, walkingTourHold } from './basketStory.test-utils';
import { CheckoutBasketList } from './CheckoutBasket';

const still = storyTime();
const ticking = storyTime();

/**
 * The basket beside the payment form (spec 2 §2) with plain props: each hold with its countdown
 * on a clock that stands still, the total, removing, and the empty basket.
 */
const meta = {
  title: 'Checkout/Basket/CheckoutBasket',
  component: CheckoutBasketList,
  args: {
    basket: storyBasket([walkingTourHold, theatreHold]),
    locale: 'en-GB',
    t: englishTranslate(),
    disabled: false,
    onRemove: fn(),
    clock: still.clock,
    timers: still.timers,
  },
  parameters: { containerWidth: 400 },
} satisfies Meta<typeof CheckoutBasketList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two holds: their countdowns (mm:ss), tickets, prices and the total; remove by keyboard. */
export const WithItems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your order' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByText('12:34')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('07:12')).toBeVisible();
    // The same per-type summary as the widgets' basket dropdown.
    await expect(within(items[0] as HTMLElement).getByText('1 × Adult, 1 × Child')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('3 × Adult')).toBeVisible();
    await expect(canvas.getByText('€155.00')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Remove Dublin Walking Tour from your order' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('r-1');
  },
};

/** The countdown ticks with the clock: 30 seconds on, each hold shows 30 seconds less. */
export const CountdownTicking: Story = {
  args: { clock: ticking.clock, timers: ticking.timers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12:34')).toBeVisible();
    ticking.advance(30_000);
    await expect(await canvas.findByText('12:04')).toBeVisible();
    await expect(canvas.getByText('06:42')).toBeVisible();
  },
};

/** While a payment runs, the remove buttons are off. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: /^Remove / })) {
      await expect(button).toBeDisabled();
    }
  },
};

/** No holds left: the empty text, no total. */
export const Empty: Story = {
  args: { basket: storyBasket([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your basket is empty')).toBeVisible();
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

/** With a reward function (spec 2 §9): each item shows the points of its price, in en-GB format. */
export const WithPoints: Story = {
  args: { points: { calculate: (major: number) => major * 10, unit: 'Avios' } },
  play: async ({ canvasElement }) => {
    const [tour, theatre] = within(canvasElement).getAllByRole('listitem');
    await expect(tour).toHaveTextContent('500Avios');
    await expect(theatre).toHaveTextContent('1,050Avios');
  },
};
