import {
  Accordion,
  AttractionCard,
  BottomDrawer,
  Breadcrumbs,
  Button,
  buttonVariants,
  Carousel,
  CarouselCategoryItem,
  Checkbox,
  Chip,
  CloseIcon,
  CorasRoot,
  Dialog,
  Drawer,
  DualMonthCalendar,
  ErrorModal,
  FilterChip,
  IconButton,
  ImageChip,
  Popover,
  SelectList,
  Tabs,
  TextField,
} from '@coras/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { expectVisibleRing, press, tabThrough } from './focusRing.test-utils';

const meta = {
  title: 'Theming/Focus ring',
  // What the tests leave focused says nothing the components' own screenshots do not.
  parameters: { visual: false },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

/** A component under test: the Tab walk reports which ones it reached by this name. */
function Part({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-component={name} style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {children}
    </div>
  );
}

const sortings = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'rating', label: 'Rating' },
];

/** Every focusable control of the kit that sits in the page (the overlays have their own story). */
function InlineControls() {
  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 760 }}>
      <Part name="Button">
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
      </Part>
      <Part name="IconButton">
        <IconButton label="Close">
          <CloseIcon />
        </IconButton>
      </Part>
      <Part name="FilterChip">
        <FilterChip>Under 2 hours</FilterChip>
      </Part>
      <Part name="Chip">
        <div style={{ display: 'flex', gap: 12 }}>
          <Chip asChild variant="outlined">
            <button type="button">Near me</button>
          </Chip>
          <Chip variant="brand" onRemove={noop}>
            Theatre
          </Chip>
        </div>
      </Part>
      <Part name="ImageChip">
        <ImageChip count={12} label="Show all 15 photos" onClick={noop} />
      </Part>
      <Part name="Checkbox">
        <Checkbox label="Up to 1 hour" />
      </Part>
      <Part name="TextField">
        <TextField label="Email" type="email" defaultValue="guest@example.com" clearable clearLabel="Clear" />
        <TextField label="Things to do in" shape="rounded" />
        <TextField label="Message" rows={3} />
      </Part>
      <Part name="Tabs">
        <Tabs.Root defaultValue="attractions">
          <Tabs.List aria-label="I need help with...">
            <Tabs.Trigger value="attractions">Attractions</Tabs.Trigger>
            <Tabs.Trigger value="contact">Contact us</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="attractions">How do I get my tickets?</Tabs.Content>
          <Tabs.Content value="contact">Write to us.</Tabs.Content>
        </Tabs.Root>
      </Part>
      <Part name="Accordion">
        <Accordion.Root>
          <Accordion.Item value="included">
            <Accordion.Trigger>What's included</Accordion.Trigger>
            <Accordion.Content>A guide and a coach.</Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
      </Part>
      <Part name="Breadcrumbs">
        <Breadcrumbs
          items={[{ label: 'Home', href: '#home' }, { label: 'Ireland', onClick: noop }, { label: 'Dublin' }]}
        />
      </Part>
      <Part name="Carousel">
        <div style={{ width: 360 }}>
          <Carousel label="Categories">
            {['Tours', 'Museums', 'Theatre', 'Music', 'Sports', 'Day trips'].map((name) => (
              <CarouselCategoryItem key={name} name={name} onClick={noop} />
            ))}
          </Carousel>
        </div>
      </Part>
      <Part name="AttractionCard">
        <div style={{ width: 300 }}>
          <AttractionCard name="Cliffs of Moher day tour" imageSrc={null} price="€45.50" onClick={noop} />
        </div>
      </Part>
      <Part name="DualMonthCalendar">
        <DualMonthCalendar today="2026-05-12" defaultSelectedDates={['2026-05-20']} />
      </Part>
      <Part name="SelectList">
        <SelectList aria-label="Sort by" options={sortings} defaultValue="popularity" />
      </Part>
    </div>
  );
}

const INLINE = [
  'Button',
  'IconButton',
  'FilterChip',
  'Chip',
  'ImageChip',
  'Checkbox',
  'TextField',
  'Tabs',
  'Accordion',
  'Breadcrumbs',
  'Carousel',
  'AttractionCard',
  'DualMonthCalendar',
  'SelectList',
];

const frameOf = (canvasElement: HTMLElement) =>
  (canvasElement.querySelector('[data-story-frame]') as HTMLElement | null) ?? canvasElement;

/**
 * Issue 21, WCAG 2.4.13: Tab reaches every focusable control of the kit, and each shows the one
 * focus ring — 2 px or more, at 3:1 or more against what it is drawn on (a field's ring is drawn by
 * its box, `:focus-within`; a list's on its active option).
 */
export const EveryControl: Story = {
  render: () => <InlineControls />,
  play: async ({ canvasElement }) => {
    const reached = await tabThrough(frameOf(canvasElement));
    const components = reached.map((element) =>
      element.closest('[data-component]')?.getAttribute('data-component'),
    );
    await expect([...new Set(components)]).toEqual(INLINE);
  },
};

/** A white-label theme recolours and thickens the ring through its tokens (`color.focus`, `focus.width`). */
export const WhiteLabelRing: Story = {
  render: () => (
    <CorasRoot theme={{ color: { focus: '#6a1b7a' }, focus: { width: '3px' } }}>
      <div style={{ display: 'flex', gap: 12 }}>
        <Button>Plum</Button>
        <TextField label="Email" type="email" />
      </div>
    </CorasRoot>
  ),
  play: async ({ canvas }) => {
    await press('{Tab}');
    const button = canvas.getByRole('button', { name: 'Plum' });
    await expect(button).toHaveFocus();
    const ring = await expectVisibleRing(button, 3);
    await expect(ring).toMatchObject({ width: 3, color: 'rgb(106, 27, 122)' });
    await press('{Tab}');
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveFocus();
    await expect(await expectVisibleRing(field, 3)).toMatchObject({ width: 3, color: 'rgb(106, 27, 122)' });
  },
};

/** The overlays: each opened from the keyboard, every control inside it shows the ring. */
export const Overlays: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button>Open dialog</Button>
        </Dialog.Trigger>
        <Dialog.Content showClose>
          <Dialog.Title>Added to basket</Dialog.Title>
          <Dialog.Description>Cliffs of Moher tour, 2 adults.</Dialog.Description>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="outlined">Continue shopping</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
      <Drawer.Root>
        <Drawer.Trigger asChild>
          <Button variant="outlined">Filters</Button>
        </Drawer.Trigger>
        <Drawer.Content
          title="Filters"
          footer={
            <Drawer.Close asChild>
              <Button>Apply filters</Button>
            </Drawer.Close>
          }
        >
          <Checkbox label="Music" />
        </Drawer.Content>
      </Drawer.Root>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="outlined">Sort by</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Sort by">
          <SelectList aria-label="Sort by" options={sortings} defaultValue="popularity" />
        </Popover.Content>
      </Popover.Root>
      <ErrorModalExample />
      <BottomDrawer label="Basket" summary={<strong>€94.00</strong>}>
        <Button>Checkout</Button>
      </BottomDrawer>
    </div>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    const openWith = async (trigger: string, role: 'dialog' | 'listbox', name: string) => {
      const button = canvas.getByRole('button', { name: trigger });
      for (let presses = 0; presses < 10 && document.activeElement !== button; presses++)
        await press('{Tab}');
      await expect(button).toHaveFocus();
      await expectVisibleRing(button);
      await press('{Enter}');
      return body.findByRole(role, { name });
    };
    // The error modal opens from the page's own state, not a trigger part: nothing to give the focus back to.
    for (const [trigger, name, returnsFocus] of [
      ['Open dialog', 'Added to basket', true],
      ['Filters', 'Filters', true],
      ['Report a problem', "We're sorry,", false],
    ] as const) {
      const dialog = await openWith(trigger, 'dialog', name);
      // The control the dialog focused first, then each Tab reaches (round the trap to the first).
      await expectVisibleRing(document.activeElement as Element);
      const reached = await tabThrough(dialog, 20);
      await expect(reached.length).toBeGreaterThan(0);
      await press('{Escape}');
      await expect(dialog).not.toBeInTheDocument();
      if (returnsFocus)
        await waitFor(() => expect(canvas.getByRole('button', { name: trigger })).toHaveFocus());
    }
    const list = await openWith('Sort by', 'listbox', 'Sort by');
    await expect(list).toHaveFocus();
    await expectVisibleRing(list);
    await press('{Escape}');
    const toggle = body.getByRole('button', { name: 'Basket' });
    for (let presses = 0; presses < 10 && document.activeElement !== toggle; presses++) await press('{Tab}');
    await expect(toggle).toHaveFocus();
    await expectVisibleRing(toggle);
  },
};

function ErrorModalExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        Report a problem
      </Button>
      <ErrorModal open={open} onOpenChange={setOpen} onRetry={noop} onHelpCentre={noop} />
    </>
  );
}
