import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BookingApp } from './BookingApp';

/** The sandbox's Dublin walking tour (a fixed id of its catalogue), on a day it is on sale. */
const tour = { page: 'details', id: 'a9c3b248-ea53-432a-a64d-8c871fd93834', date: '2026-12-05' } as const;

/** Tab until `element` has the focus (at most 40 presses), as a keyboard user would. */
async function tabTo(element: HTMLElement) {
  for (let press = 0; press < 40 && document.activeElement !== element; press += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/**
 * The whole storefront (navbar, page, footer) against the sandbox: journeys that cross screens.
 */
const meta = {
  title: 'Widgets/BookingApp',
  component: BookingApp,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only, from the details page to a held basket item (issue 7): Check Availability, 'Add
 * to basket' on the first option, then the navbar's basket opens with the item and its countdown;
 * Tab reaches its remove button and 'Checkout', and Escape gives the focus back to the basket icon.
 */
export const KeyboardDetailsToBasket: Story = {
  parameters: {
    containerWidth: 1200,
    // The countdown ticks: the basket's looks are the NavbarBasket stories' screenshots.
    visual: false,
    corasProvider: { initialParams: tour },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Dublin Old Town Walking Tour' },
      { timeout: 10_000 },
    );
    const check = await canvas.findByRole('button', { name: 'Check Availability' }, { timeout: 10_000 });
    await tabTo(check);
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { name: 'Available options' }, { timeout: 10_000 });
    const [add] = canvas.getAllByRole('button', { name: 'Add to basket' });
    await tabTo(add as HTMLElement);
    await userEvent.keyboard('{Enter}');

    // Above 800 px the navbar's basket dropdown opens with the held item.
    const basket = await body.findByRole('dialog', { name: 'Basket' }, { timeout: 10_000 });
    await expect(await within(basket).findByText('Dublin Old Town Walking Tour')).toBeVisible();
    await expect(within(basket).getByRole('timer')).toHaveTextContent(/^\d{2}:\d{2}$/);
    const remove = within(basket).getByRole('button', {
      name: 'Remove Dublin Old Town Walking Tour from the basket',
    });
    await tabTo(remove);
    await tabTo(within(basket).getByRole('button', { name: 'Checkout' }));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Basket' })).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Basket, \d+ items?$/ })).toHaveFocus();
  },
};
