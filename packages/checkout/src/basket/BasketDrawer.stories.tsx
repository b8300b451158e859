import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { englishTranslate } from '../i18n/translate';
import { BasketDrawer, type BasketDrawerProps } from './BasketDrawer';
import { storyBasket, storyTime, theatreHold, walkingTourHold } from './basketStory.test-utils';

/** The drawer docks to the viewport's foot while the page runs on below it: its stories set a phone's viewport. */
const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
} as const;

const still = storyTime();

/** The drawer with its own open state, as the payment page holds it. */
function Drawer({ expanded: initial, onExpandedChange, ...props }: BasketDrawerProps) {
  const [expanded, setExpanded] = useState(initial);
  return (
    <>
      <div style={{ minHeight: 1000 }}>
        <p>The payment form sits here, above the docked basket.</p>
      </div>
      <BasketDrawer
        {...props}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          onExpandedChange(next);
        }}
      />
    </>
  );
}

/**
 * The basket of a narrow payment page (spec 2 §2) with plain props: the handle shows the countdown
 * of the hold that ends first (on a clock that stands still), the total and the ticket count; a tap
 * opens the whole basket and Escape closes it.
 */
const meta = {
  title: 'Checkout/Basket/BasketDrawer',
  component: BasketDrawer,
  args: {
    basket: storyBasket([walkingTourHold, theatreHold]),
    locale: 'en-GB',
    t: englishTranslate(),
    clock: still.clock,
    timers: still.timers,
    disabled: false,
    onRemove: fn(),
    expanded: false,
    onExpandedChange: fn(),
  },
  render: (args) => <Drawer {...args} />,
  parameters: { viewport: { options: viewports }, visual: { fullPage: true } },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} satisfies Meta<typeof BasketDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: the first hold's countdown, the total and 5 tickets on the handle. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = body.getByRole('button', { name: 'Basket' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const handle = within(toggle.parentElement as HTMLElement);
    await expect(handle.getByText('07:12')).toBeVisible();
    await expect(handle.getByText('€155.00')).toBeVisible();
    await expect(handle.getByText('5 tickets')).toBeVisible();
    await expect(body.queryByText('Dublin Walking Tour')).not.toBeVisible();
  },
};

/** A tap on the handle opens the whole basket; Escape closes it and the toggle (Enter) opens it again. */
export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = body.getByRole('button', { name: 'Basket' });
    await userEvent.click(within(toggle.parentElement as HTMLElement).getByText('5 tickets'));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const drawer = body.getByRole('region', { name: 'Basket' });
    await expect(
      within(drawer).getByRole('button', { name: 'Remove Dublin Walking Tour from your order' }),
    ).toBeVisible();
    await expect(within(drawer).getByText('Cork Opera House: A Christmas Carol')).toBeVisible();
    // Escape closes it from anywhere inside the drawer.
    within(drawer).getByRole('button', { name: 'Remove Dublin Walking Tour from your order' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  },
};
