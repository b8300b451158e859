import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
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

/**
 * Opening hides the page's scrolling and adds a right margin as wide as the scrollbar, so nothing
 * jumps; closing, once the animation has ended, restores both (spec 1 §4). The test browser hides
 * scrollbars (their width is 0 there), so the play function checks the lock's rule itself: Radix's
 * scroll lock in margin mode, from the overlay that outlives the closing animation.
 */
export const ScrollLock: Story = {
  // Its pixels are the Closed story's on a taller blank page; what it proves is in the play function.
  parameters: { visual: false },
  render: (args) => (
    <div style={{ minHeight: '150vh' }}>
      <Example {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const body = document.body;
    const lockRule = () =>
      Array.from(document.querySelectorAll('style'), (element) => element.textContent ?? '').find((css) =>
        css.includes('body[data-scroll-locked]'),
      );
    const before = { overflow: getComputedStyle(body).overflow, margin: getComputedStyle(body).marginRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await within(document.body).findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(body).overflow).toBe('hidden'));
    await expect(body).toHaveAttribute('data-scroll-locked');
    // Margin mode: the body's right margin grows by the scrollbar's width.
    const gap = scrollbar + Number.parseFloat(before.margin);
    await expect(lockRule()).toMatch(new RegExp(`body\\[data-scroll-locked\\][^}]*margin-right: ${gap}px`));
    await expect(getComputedStyle(body).marginRight).toBe(`${gap}px`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(body).overflow).toBe(before.overflow));
    await expect(body).not.toHaveAttribute('data-scroll-locked');
    await expect(lockRule()).toBeUndefined();
    await expect(getComputedStyle(body).marginRight).toBe(before.margin);
  },
};

/** Long content scrolls inside the dialog; the title stays its name. */
export const LongContent: Story = {
  args: { ...openStory, paragraphs: 14 },
  parameters: fullPage,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Added to basket' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
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
