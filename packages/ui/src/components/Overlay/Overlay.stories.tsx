import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Overlay } from './Overlay';

const meta = {
  title: 'Components/Overlay',
  component: Overlay,
  args: { open: true, onClose: fn() },
  // The overlay covers the viewport from the root's portal target, outside the story's frame.
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <>
      <p>The page underneath the overlay.</p>
      <Overlay {...args} data-testid="overlay" />
    </>
  ),
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page dimmed; a click on the overlay requests closing. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const overlay = canvasElement.ownerDocument.querySelector('[data-testid="overlay"]');
    await expect(overlay).toHaveAttribute('data-state', 'open');
    await userEvent.click(overlay as Element);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed: mounted but faded out and click-through, so the page underneath works. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const overlay = canvasElement.ownerDocument.querySelector('[data-testid="overlay"]');
    await expect(overlay).toHaveAttribute('data-state', 'closed');
    await expect(overlay).not.toBeVisible();
  },
};

/** The owner closes it: the overlay only requests, through `onClose`. */
export const ClickToClose: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Dim the page</Button>
        <Overlay
          {...args}
          open={open}
          onClose={() => {
            args.onClose?.();
            setOpen(false);
          }}
          data-testid="overlay"
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    const overlay = canvasElement.ownerDocument.querySelector('[data-testid="overlay"]') as Element;
    await userEvent.click(canvas.getByRole('button', { name: 'Dim the page' }));
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'open'));
    await userEvent.click(overlay);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(overlay).toHaveAttribute('data-state', 'closed'));
  },
};
