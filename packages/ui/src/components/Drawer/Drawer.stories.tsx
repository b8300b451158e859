import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectScrollLockAround } from '../Overlay/scrollLock.test-utils';
import { Drawer, type DrawerContentProps } from './Drawer';

/** The drawer covers the viewport, so its width stories set the viewport, not the container. */
const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '900px' }, type: 'tablet' },
  desktop1200: { name: 'Desktop 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const;

type DrawerStoryArgs = DrawerContentProps & {
  /** Story only: whether the drawer starts open. */
  defaultOpen?: boolean;
  /** Story only: the root's open-state callback. */
  onOpenChange?: (open: boolean) => void;
  /** Story only: how many category rows the body lists. */
  rows?: number;
};

const categories = [
  'Tours',
  'Theatre',
  'Museums & galleries',
  'Music',
  'Sports',
  'Day trips',
  'Food & drink',
  'Outdoor activities',
  'Family',
  'Nightlife',
];

function FilterBody({ rows }: { rows: number }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      <legend style={{ fontWeight: 700, marginBottom: 8 }}>Categories</legend>
      {Array.from({ length: rows }, (_, index) => {
        const name = `${categories[index % categories.length]}${index >= categories.length ? ` ${Math.floor(index / categories.length) + 1}` : ''}`;
        return (
          <label key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" /> {name}
          </label>
        );
      })}
    </fieldset>
  );
}

function Example({ defaultOpen = false, onOpenChange, rows = 4, ...content }: DrawerStoryArgs) {
  return (
    <Drawer.Root defaultOpen={defaultOpen} {...(onOpenChange ? { onOpenChange } : {})}>
      <Drawer.Trigger asChild>
        <Button variant="outlined">Filters</Button>
      </Drawer.Trigger>
      <Drawer.Content
        footer={
          <>
            <Button variant="text">Clear all</Button>
            <Drawer.Close asChild>
              <Button>Apply filters</Button>
            </Drawer.Close>
          </>
        }
        {...content}
      >
        <FilterBody rows={rows} />
      </Drawer.Content>
    </Drawer.Root>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer.Content,
  subcomponents: {
    'Drawer.Root': Drawer.Root,
    'Drawer.Trigger': Drawer.Trigger,
    'Drawer.Close': Drawer.Close,
  },
  args: { title: 'Filters', closeLabel: 'Close', onOpenChange: fn() },
  parameters: { viewport: { options: viewports } },
  render: (args) => <Example {...args} />,
} satisfies Meta<DrawerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open stories portal out of the story's frame: the screenshot is of the whole page. */
const fullPage = { visual: { fullPage: true } } as const;
const findDrawer = () => within(document.body).findByRole('dialog', { name: 'Filters' });

/** Closed: the trigger opens it, Escape closes it, and focus returns to the trigger. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await findDrawer();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open at the 1200 × 900 test viewport: 400 px wide against the right edge. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: fullPage,
  play: async () => {
    const drawer = await findDrawer();
    const box = drawer.getBoundingClientRect();
    await expect([box.width, box.right, box.top, box.height]).toEqual([
      400,
      window.innerWidth,
      0,
      window.innerHeight,
    ]);
  },
};

/** The 'Close' icon button in the header closes it. */
export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const drawer = await findDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab and Shift+Tab stay inside the drawer. */
export const FocusTrapped: Story = {
  args: { defaultOpen: true, rows: 2 },
  parameters: fullPage,
  play: async () => {
    const drawer = await findDrawer();
    const [first, second] = within(drawer).getAllByRole('checkbox');
    const close = within(drawer).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Clear all' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Apply filters' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'Apply filters' })).toHaveFocus();
  },
};

/** A click on the dimmed overlay requests closing. */
export const OverlayClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await findDrawer();
    const overlay = document.querySelector('[data-coras-portal] [data-state="open"]:not([role="dialog"])');
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * The page behind cannot scroll while the drawer is open, nor during its slide-out: its overlay
 * holds the lock and leaves last, at the end of its fade; then the body is as before. The lock adds
 * no `<style>` element (a strict Content-Security-Policy would block one).
 */
export const ScrollLock: Story = {
  parameters: { visual: false },
  play: ({ canvas }) =>
    expectScrollLockAround(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await findDrawer();
    }),
};

/** Many rows scroll inside the body; the header and the footer stay in place. */
export const LongContent: Story = {
  args: { defaultOpen: true, rows: 30 },
  parameters: fullPage,
  play: async () => {
    const drawer = await findDrawer();
    const apply = within(drawer).getByRole('button', { name: 'Apply filters' });
    await expect(apply.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** A description under the title; the mobile calendar drawer's 'Reset' and 'Done'. */
export const CalendarWithDescription: Story = {
  args: { defaultOpen: true },
  parameters: fullPage,
  render: ({ closeLabel }) => (
    <Drawer.Root defaultOpen>
      <Drawer.Content
        {...(closeLabel ? { closeLabel } : {})}
        title="Calendar"
        description="Choose the dates of your visit"
        footer={
          <>
            <Button variant="outlined">Reset</Button>
            <Drawer.Close asChild>
              <Button>Done</Button>
            </Drawer.Close>
          </>
        }
      >
        <p>The two-month calendar goes here.</p>
      </Drawer.Content>
    </Drawer.Root>
  ),
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Calendar' });
    await expect(drawer).toHaveAccessibleDescription('Choose the dates of your visit');
  },
};

/** Under 600 px the drawer takes the whole width. */
export const Mobile375: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: fullPage,
  play: async () => {
    const drawer = await findDrawer();
    await expect(drawer.getBoundingClientRect().width).toBe(375);
  },
};

/** From 600 px up it is 400 px wide. */
export const Tablet768: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  parameters: fullPage,
  play: async () => {
    const drawer = await findDrawer();
    await expect(drawer.getBoundingClientRect().width).toBe(400);
  },
};

export const Desktop1200: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'desktop1200', isRotated: false } },
  parameters: fullPage,
};
