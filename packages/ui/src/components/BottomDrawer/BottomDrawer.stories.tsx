import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { BottomDrawer } from './BottomDrawer';

/** The drawer docks to the viewport's foot while its container runs on below it: its stories set the viewport. */
const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '900px' }, type: 'tablet' },
} as const;

function Summary() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, alignItems: 'baseline' }}>
      <strong>€94.00</strong>
      <span>2 tickets</span>
      <span>Reserved for 14:59</span>
    </div>
  );
}

function BasketItems({ count = 3 }: { count?: number }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static fixture rows.
          key={index}
          style={{ display: 'grid', gap: 4, paddingBottom: 16, borderBottom: '1px solid #d5dbe1' }}
        >
          <strong>Cliffs of Moher tour {index + 1}</strong>
          <span>Saturday 14 June, 09:30 · 1 adult</span>
          <span>€47.00</span>
        </div>
      ))}
      <Button fullWidth>Checkout</Button>
    </div>
  );
}

/** The page the drawer ends: longer than the viewport, so the drawer sticks to the viewport's foot. */
function LongPage() {
  return (
    <div style={{ minHeight: 1000 }}>
      <p>The checkout form sits here, above the docked basket.</p>
    </div>
  );
}

const meta = {
  title: 'Components/BottomDrawer',
  component: BottomDrawer,
  args: {
    label: 'Basket',
    summary: <Summary />,
    children: <BasketItems />,
    onExpandedChange: fn(),
  },
  argTypes: { summary: { control: false }, children: { control: false } },
  // Sticky at the viewport's foot, below the story's frame: the page is the picture.
  parameters: {
    viewport: { options: viewports },
    visual: { fullPage: true },
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  render: (args) => (
    <>
      <LongPage />
      <BottomDrawer {...args} />
    </>
  ),
} satisfies Meta<typeof BottomDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggleButton = () => within(document.body).getByRole('button', { name: 'Basket' });
const region = () => within(document.body).getByRole('region', { name: 'Basket' });
const handleOf = () => region().firstElementChild as HTMLElement;

/** Collapsed: only the summary shows, docked at the bottom of a 375 px phone. */
export const Collapsed: Story = {
  play: async () => {
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(within(region()).queryByRole('button', { name: 'Checkout' })).toBeNull();
    await expect(region().getBoundingClientRect().bottom).toBe(window.innerHeight);
  },
};

/** Expanded: full screen, the items and the checkout button show. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async () => {
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    // As tall as the viewport, from the top of its container's visible part.
    const box = region().getBoundingClientRect();
    const container = (region().parentElement as HTMLElement).getBoundingClientRect();
    await expect([box.top, box.height]).toEqual([Math.max(0, container.top), window.innerHeight]);
    await expect(within(region()).getByRole('button', { name: 'Checkout' })).toBeVisible();
  },
};

/** A tap on the handle toggles it; a tap again brings it back. */
export const TapToggles: Story = {
  play: async ({ args }) => {
    await userEvent.click(handleOf());
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(handleOf());
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * Opened by a tap (a pointer, not the keyboard), the drawer takes the focus, so Escape still
 * collapses it; the focus then goes back to what had it before the tap (here: nothing, so the toggle).
 */
export const TapThenEscape: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(handleOf()).getByText('2 tickets'));
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(toggleButton()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(toggleButton()).toHaveFocus();
  },
};

/** Opened by its owner from the page (a button of the checkout), Escape gives the focus back there. */
export const EscapeReturnsFocus: Story = {
  render: function Render(args) {
    const [expanded, setExpanded] = useState(false);
    return (
      <>
        <Button variant="outlined" onClick={() => setExpanded(true)}>
          Review your order
        </Button>
        <LongPage />
        <BottomDrawer {...args} expanded={expanded} onExpandedChange={setExpanded} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const review = canvas.getByRole('button', { name: 'Review your order' });
    await userEvent.click(review);
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(toggleButton()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(review).toHaveFocus();
  },
};

/** Keyboard: Tab to the toggle, Enter or Space toggles, Escape collapses and keeps focus on it. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(toggleButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(toggleButton()).toHaveFocus();
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(4);
  },
};

/** Drags of the handle: under 25% of the height snaps back, beyond it toggles; the click after a drag is not a second toggle. */
export const DragToggles: Story = {
  play: async ({ args }) => {
    const handle = handleOf();
    const { height } = region().getBoundingClientRect();
    const startY = handle.getBoundingClientRect().top + 20;
    const dragUp = (distance: number) =>
      userEvent.pointer([
        { keys: '[MouseLeft>]', target: handle, coords: { clientX: 100, clientY: startY } },
        { target: handle, coords: { clientX: 100, clientY: startY - distance / 2 } },
        { target: handle, coords: { clientX: 100, clientY: startY - distance } },
        { keys: '[/MouseLeft]', target: handle, coords: { clientX: 100, clientY: startY - distance } },
      ]);
    // 20% of the height: a drag, too short, snaps back.
    await dragUp(height * 0.2);
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
    // 40%: full screen, once.
    await dragUp(height * 0.4);
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(1);
    // From full screen, down by 30% of the viewport: back to collapsed.
    const top = handleOf().getBoundingClientRect().top + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handleOf(), coords: { clientX: 100, clientY: top } },
      { target: handleOf(), coords: { clientX: 100, clientY: top + window.innerHeight * 0.3 } },
      {
        keys: '[/MouseLeft]',
        target: handleOf(),
        coords: { clientX: 100, clientY: top + window.innerHeight * 0.3 },
      },
    ]);
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(2);
  },
};

/** Under 2 px of movement the gesture is a tap, and the tap toggles. */
export const TinyMovementIsATap: Story = {
  play: async () => {
    const handle = handleOf();
    const y = handle.getBoundingClientRect().top + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 100, clientY: y } },
      { target: handle, coords: { clientX: 100, clientY: y - 1 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: 100, clientY: y - 1 } },
    ]);
    await waitFor(() => expect(toggleButton()).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** Many items scroll inside the full-screen drawer; the handle stays on top. */
export const ExpandedLongContent: Story = {
  args: { defaultExpanded: true, children: <BasketItems count={12} /> },
  play: async () => {
    const body = region().lastElementChild as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** At 768 px (the basket moves into the drawer at 900 px or less). */
export const Tablet768Collapsed: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
};

export const Tablet768Expanded: Story = {
  args: { defaultExpanded: true },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
};

/** Mid-drag: the drawer follows the pointer (here 200 px up) and shows its content as it grows. */
export const Dragging: Story = {
  play: async () => {
    const handle = handleOf();
    const y = handle.getBoundingClientRect().top + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 100, clientY: y } },
      { target: handle, coords: { clientX: 100, clientY: y - 100 } },
      { target: handle, coords: { clientX: 100, clientY: y - 200 } },
    ]);
    await waitFor(() => expect(region()).toHaveAttribute('data-dragging'));
    const { height } = handle.getBoundingClientRect();
    await expect(region().getBoundingClientRect().height).toBeCloseTo(height + 200, 0);
  },
};

/**
 * The widget does not own the viewport (house style §4): beside a host's panel whose button sits at
 * the viewport's foot, the drawer stays in its container's box, collapsed and full screen, and the
 * host's button stays uncovered and clickable.
 */
export const BesideHostPanel: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  render: function Render(args) {
    const [clicks, setClicks] = useState(0);
    return (
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <aside
          aria-label="Host panel"
          style={{
            position: 'sticky',
            top: 0,
            width: 240,
            height: '100vh',
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
          }}
        >
          <button type="button" onClick={() => setClicks((count) => count + 1)}>
            Host action ({clicks})
          </button>
        </aside>
        <div data-testid="widget" style={{ flex: '1 1 auto', minWidth: 0 }}>
          <LongPage />
          <BottomDrawer {...args} />
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const widget = canvas.getByTestId('widget').getBoundingClientRect();
    const host = canvas.getByRole('button', { name: /^Host action/ });
    const inside = () => {
      const box = region().getBoundingClientRect();
      return box.left >= widget.left && box.right <= widget.right;
    };
    const hostUncovered = () => {
      const box = host.getBoundingClientRect();
      return host.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    };
    await expect(region().getBoundingClientRect().bottom).toBe(window.innerHeight);
    await expect(inside()).toBe(true);
    await expect(hostUncovered()).toBe(true);
    await userEvent.click(toggleButton());
    await expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(region().getBoundingClientRect().height).toBe(window.innerHeight));
    await expect(inside()).toBe(true);
    await expect(hostUncovered()).toBe(true);
    await userEvent.click(host);
    await expect(host).toHaveAccessibleName('Host action (1)');
  },
};
