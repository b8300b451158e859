import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorModal, type ErrorModalProps } from './ErrorModal';

/** The modal covers the viewport, so its width stories set the viewport. */
const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  desktop1200: { name: 'Desktop 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const;

const meta = {
  title: 'Components/ErrorModal',
  component: ErrorModal,
  args: { defaultOpen: true, onRetry: fn(), onHelpCentre: fn(), onOpenChange: fn() },
  // Open stories portal out of the story's frame: the screenshot is of the whole page.
  parameters: { viewport: { options: viewports }, visual: { fullPage: true } },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const findModal = () => within(document.body).findByRole('dialog', { name: "We're sorry," });

/** The exact text of spec 1 §2; focus starts on 'Refresh the page'; at most 360 px wide. */
export const Open: Story = {
  play: async () => {
    const modal = await findModal();
    await expect(modal).toHaveAccessibleDescription(
      'Something went wrong. Please refresh the page and try again. If the problem persists, please contact our Help centre',
    );
    await expect(modal.textContent).toContain(
      "We're sorry,Something went wrong. Please refresh the page and try again. If the problem persists, please contact our Help centre",
    );
    await expect(within(modal).getByRole('button', { name: 'Refresh the page' })).toHaveFocus();
    await expect(modal.getBoundingClientRect().width).toBe(360);
  },
};

/** 'Refresh the page' closes the modal and retries. */
export const RefreshRetries: Story = {
  play: async ({ args }) => {
    const modal = await findModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Refresh the page' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** 'Help centre' closes the modal and opens the help page. Keyboard: Tab to it, Enter. */
export const HelpCentre: Story = {
  play: async ({ args }) => {
    const modal = await findModal();
    const help = within(modal).getByRole('button', { name: 'Help centre' });
    await userEvent.tab({ shift: true });
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onHelpCentre).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A click on the overlay closes it without retrying (spec 1 §2). */
export const OverlayClickCloses: Story = {
  play: async ({ args }) => {
    await findModal();
    const overlay = document.querySelector('[data-coras-portal] [data-state="open"]:not([role="dialog"])');
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Closed until a request fails; Escape closes it again. */
export const Closed: Story = {
  args: { defaultOpen: false },
  parameters: { visual: { fullPage: false } },
  render: function Render(args: ErrorModalProps) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Search attractions</Button>
        <ErrorModal
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search attractions' }));
    await findModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** At a 375 px viewport it is full screen like every dialog, its message centred. */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    const modal = await findModal();
    await expect(modal.getBoundingClientRect().width).toBe(375);
  },
};

/** A phone that keeps it a card: `fullScreenOnMobile={false}`. */
export const Mobile375Card: Story = {
  args: { fullScreenOnMobile: false },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

export const Desktop1200: Story = {
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
};

/** Every text comes through `labels` for translation; the spec's English is only the default. */
export const Translated: Story = {
  args: {
    labels: {
      title: 'Es tut uns leid,',
      message:
        'Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut. Wenn das Problem weiterhin besteht, wenden Sie sich bitte an unser',
      helpCentre: 'Hilfe-Center',
      retry: 'Seite neu laden',
    },
  },
  play: async () => {
    const modal = await within(document.body).findByRole('dialog', { name: 'Es tut uns leid,' });
    await expect(within(modal).getByRole('button', { name: 'Seite neu laden' })).toHaveFocus();
    await expect(within(modal).getByRole('button', { name: 'Hilfe-Center' })).toBeVisible();
  },
};
