import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectScrollLockAround, pageLock } from '../Overlay/scrollLock.test-utils';
import { Dialog, type DialogContentProps } from './Dialog';
import { dialogSizes } from './Dialog.css';

/**
 * Dialogs cover the viewport, so their mobile/desktop stories set the viewport (and the full-page
 * screenshot shows it); the container width alone would not make a dialog full screen.
 */
const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '900px' }, type: 'tablet' },
  desktop1200: { name: 'Desktop 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const;

type DialogStoryArgs = DialogContentProps & {
  /** Story only: whether the dialog starts open. */
  defaultOpen?: boolean;
  /** Story only: the root's open-state callback. */
  onOpenChange?: (open: boolean) => void;
  /** Story only: paragraphs of body text. */
  paragraphs?: number;
};

const body =
  'Your tickets are held for 20 minutes. Complete the checkout before the timer runs out, or the seats return to sale and the reservation is released.';

function Example({ defaultOpen = false, onOpenChange, paragraphs = 1, ...content }: DialogStoryArgs) {
  return (
    <Dialog.Root defaultOpen={defaultOpen} {...(onOpenChange ? { onOpenChange } : {})}>
      <Dialog.Trigger asChild>
        <Button>Open dialog</Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        <Dialog.Title>Added to basket</Dialog.Title>
        <Dialog.Description>Cliffs of Moher tour, Saturday 14 June, 2 adults.</Dialog.Description>
        {Array.from({ length: paragraphs }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static filler text.
          <p key={index}>{body}</p>
        ))}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outlined">Continue shopping</Button>
          </Dialog.Close>
          <Button>Go to basket</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog.Content,
  subcomponents: {
    'Dialog.Root': Dialog.Root,
    'Dialog.Title': Dialog.Title,
    'Dialog.Description': Dialog.Description,
    'Dialog.Close': Dialog.Close,
    'Dialog.Footer': Dialog.Footer,
  },
  args: { size: 'md', showClose: true, fullScreenOnMobile: true, onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: { viewport: { options: viewports } },
  render: (args) => <Example {...args} />,
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open stories portal out of the story's frame: the screenshot is of the whole page. */
const openStory = { defaultOpen: true } as const;
const fullPage = { visual: { fullPage: true } } as const;

/**
 * Closed: the trigger opens it, Escape closes it, and focus returns to the trigger.
 */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    await expect(dialog).toHaveAccessibleDescription('Cliffs of Moher tour, Saturday 14 June, 2 adults.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Open, at the default 1200 × 900 test viewport: centred, at most 560 px wide, over the overlay. */
export const Open: Story = {
  args: openStory,
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    // Focus moves into the dialog: to its first focusable element.
    await expect(within(dialog).getByRole('button', { name: 'Continue shopping' })).toHaveFocus();
    await expect(dialog.getBoundingClientRect().width).toBe(560);
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never leave it. */
export const FocusTrapped: Story = {
  args: openStory,
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    const first = within(dialog).getByRole('button', { name: 'Continue shopping' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Go to basket' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
  },
};

/** A click on the dimmed overlay requests closing (spec 1 §2). */
export const OverlayClickCloses: Story = {
  args: openStory,
  parameters: fullPage,
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    const overlay = document.querySelector('[data-coras-portal] [data-state="open"]:not([role="dialog"])');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Whether a wheel over `target` would reach the page: the lock cancels those it must stop. */
const wheelGoesThrough = (target: Element, init: WheelEventInit = {}) =>
  target.dispatchEvent(
    new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true, composed: true, ...init }),
  );

/** Whether a touch move of `fingers` over `target` would reach the page (two fingers: a pinch-zoom). */
const touchGoesThrough = (target: Element, fingers = 1) =>
  target.dispatchEvent(
    new TouchEvent('touchmove', {
      touches: Array.from(
        { length: fingers },
        (_, identifier) => new Touch({ identifier, target, clientX: 40 * identifier + 20, clientY: 20 }),
      ),
      bubbles: true,
      cancelable: true,
      composed: true,
    }),
  );

/**
 * Opening hides the page's scrolling (a right margin as wide as the scrollbar keeps the page in
 * place; the test browser's scrollbars have no width, the strict-CSP e2e measures it with real
 * ones); closing, once the animation has ended, puts the body back as it was (spec 1 §4). The lock
 * goes through the CSSOM: no `<style>` element is added, so a strict Content-Security-Policy
 * cannot block it.
 */
export const ScrollLock: Story = {
  // Its pixels are the Closed story's on a taller blank page; what it proves is in the play function.
  parameters: { visual: false },
  render: (args) => (
    <div style={{ minHeight: '150vh' }}>
      <Example {...args} />
    </div>
  ),
  play: ({ canvas }) =>
    expectScrollLockAround(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
      await within(document.body).findByRole('dialog');
    }),
};

/** The dimmed layers of the open modals, in the order they opened. */
const openOverlays = () =>
  Array.from(document.querySelectorAll('[data-coras-portal] > [data-state="open"]:not([role])'));

/**
 * Where a wheel or a touch move may still scroll while a dialog is open: nothing over the overlay,
 * nothing over a dialog that does not scroll (iOS would scroll the page behind an `overflow: hidden`
 * body); a pinch-zoom (two fingers, or ctrl + wheel) is left to the browser. A dialog whose
 * content scrolls: see LongContent.
 */
export const ScrollLockMoves: Story = {
  args: openStory,
  parameters: { visual: false },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    const [overlay] = openOverlays();
    await expect(overlay).toBeDefined();
    await expect(wheelGoesThrough(overlay as Element)).toBe(false);
    await expect(wheelGoesThrough(within(dialog).getByText(/held for 20 minutes/))).toBe(false);
    await expect(wheelGoesThrough(overlay as Element, { ctrlKey: true })).toBe(true);
    await expect(touchGoesThrough(overlay as Element)).toBe(false);
    await expect(touchGoesThrough(within(dialog).getByText(/held for 20 minutes/))).toBe(false);
    await expect(touchGoesThrough(overlay as Element, 2)).toBe(true);
  },
};

function NestedExample() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Open dialog</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Added to basket</Dialog.Title>
        <Dialog.Description>Cliffs of Moher tour, Saturday 14 June, 2 adults.</Dialog.Description>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button variant="text">Cancellation policy</Button>
          </Dialog.Trigger>
          <Dialog.Content size="sm">
            <Dialog.Title>Cancellation policy</Dialog.Title>
            <Dialog.Description>Free cancellation up to 24 hours before the tour.</Dialog.Description>
          </Dialog.Content>
        </Dialog.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * A dialog opened from a dialog: the page stays locked until the last one has closed, then the
 * body is exactly as before; the topmost dialog's overlay is the one that stops scrolling.
 */
export const NestedScrollLock: Story = {
  parameters: { visual: false },
  render: () => <NestedExample />,
  play: async ({ canvas }) => {
    const page = within(document.body);
    const before = pageLock();
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const outer = await page.findByRole('dialog', { name: 'Added to basket' });
    const locked = pageLock();
    await expect(locked.overflow).toBe('hidden');
    await userEvent.click(within(outer).getByRole('button', { name: 'Cancellation policy' }));
    await page.findByRole('dialog', { name: 'Cancellation policy' });
    await expect(pageLock()).toEqual(locked);
    await expect(wheelGoesThrough(openOverlays()[1] as Element)).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Cancellation policy' })).toBeNull());
    await waitFor(() => expect(openOverlays()).toHaveLength(1));
    await expect(page.getByRole('dialog', { name: 'Added to basket' })).toBeVisible();
    await expect(pageLock()).toEqual(locked);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(pageLock()).toEqual(before));
  },
};

function RemovableExample() {
  const [shown, setShown] = useState(true);
  if (!shown) return <p>The dialog was removed.</p>;
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Open dialog</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Added to basket</Dialog.Title>
        <Dialog.Description>Cliffs of Moher tour, Saturday 14 June, 2 adults.</Dialog.Description>
        <Dialog.Footer>
          <Button onClick={() => setShown(false)}>Remove the dialog</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * A dialog unmounted while open (its page left, its owner gone) plays no closing fade: the page is
 * unlocked at once, its body exactly as before.
 */
export const UnmountedWhileOpen: Story = {
  parameters: { visual: false },
  render: () => <RemovableExample />,
  play: async ({ canvas }) => {
    const before = pageLock();
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    await expect(pageLock().overflow).toBe('hidden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the dialog' }));
    await canvas.findByText('The dialog was removed.');
    await expect(openOverlays()).toHaveLength(0);
    await expect(pageLock()).toEqual(before);
  },
};

/** Long content scrolls inside the dialog; the title stays its name. */
export const LongContent: Story = {
  args: { ...openStory, paragraphs: 14 },
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    // It scrolls: a wheel or a finger over its text goes through the page's lock, to the dialog.
    const text = within(dialog).getAllByText(/held for 20 minutes/)[0] as Element;
    await expect(wheelGoesThrough(text)).toBe(true);
    await expect(touchGoesThrough(text)).toBe(true);
  },
};

/** The error and help dialogs' width: at most 360 px. */
export const Small: Story = {
  args: { ...openStory, size: 'sm' },
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBe(360);
  },
};

/** At a 375 px viewport the dialog is full screen; its actions sit at the bottom. */
export const Mobile375: Story = {
  args: openStory,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, 375, window.innerHeight]);
  },
};

/** 768 px is still "mobile" for dialogs: full screen (spec 1 §4, 768 px or less). */
export const Tablet768: Story = {
  args: openStory,
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBe(768);
  },
};

/** Desktop: centred with the overlay around it. */
export const Desktop1200: Story = {
  args: { ...openStory, size: 'lg' },
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBe(800);
  },
};

/** Opted out of full screen: a small dialog stays a card on a phone. */
export const NotFullScreenOnMobile: Story = {
  args: { ...openStory, size: 'sm', fullScreenOnMobile: false },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: fullPage,
};
