import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChevronDownIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { SelectList, type SelectListOption } from '../SelectList/SelectList';
import { Dropdown, Popover } from './Popover';

const sortings: SelectListOption[] = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Rating' },
];

const meta = {
  title: 'Components/Popover',
  component: Popover.Content,
  subcomponents: { Dropdown },
  args: { arrow: false, matchTriggerWidth: true },
  render: (args) => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button variant="outlined">
          All dates <ChevronDownIcon size={18} />
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Dates" {...args}>
        <p style={{ padding: 8 }}>Pick your dates</p>
      </Popover.Content>
    </Popover.Root>
  ),
  // The panel is portalled out of the story frame into CorasRoot: the screenshot is the page.
  parameters: { visual: { fullPage: true } },
} satisfies Meta<typeof Popover.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function panelAndTrigger(name: string) {
  const panel = await body().findByRole('dialog', { name });
  const trigger = document.querySelector('[aria-haspopup="dialog"]') as HTMLElement;
  return { panel: panel.getBoundingClientRect(), trigger: trigger.getBoundingClientRect() };
}

/** Closed: only the trigger. A click opens it, Escape closes it and focus returns to the trigger. */
export const Closed: Story = {
  render: (args) => (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outlined">Sort by</Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Sort by" {...args}>
        <Popover.Close asChild>
          <Button variant="text">Done</Button>
        </Popover.Close>
      </Popover.Content>
    </Popover.Root>
  ),
  parameters: { visual: { fullPage: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sort by' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await body().findByRole('dialog', { name: 'Sort by' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // A close button inside asks to close too.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Open without an arrow: 8 px under the trigger, at least as wide as it (spec 1 §9). */
export const Open: Story = {
  play: async () => {
    const { panel, trigger } = await panelAndTrigger('Dates');
    await expect(Math.round(panel.top - trigger.bottom)).toBe(8);
    await expect(panel.width).toBeGreaterThanOrEqual(trigger.width);
  },
};

/** With an arrow: 20 px from the trigger (spec 1 §9). */
export const WithArrow: Story = {
  args: { arrow: true },
  play: async () => {
    const { panel, trigger } = await panelAndTrigger('Dates');
    await expect(Math.round(panel.top - trigger.bottom)).toBe(20);
  },
};

/** A wide trigger: the panel's minimum width is the trigger's. */
export const MinWidthOfTrigger: Story = {
  render: (args) => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button variant="outlined" fullWidth>
          Where are you going?
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label="Locations" {...args}>
        <p style={{ padding: 8 }}>Popular</p>
      </Popover.Content>
    </Popover.Root>
  ),
  parameters: { containerWidth: 768, visual: { fullPage: true } },
  play: async () => {
    const { panel, trigger } = await panelAndTrigger('Locations');
    await expect(Math.round(panel.width)).toBe(Math.round(trigger.width));
  },
};

/** Near the viewport's right edge the panel shifts to keep 10 px from it (spec 1 §9). */
export const ViewportPadding: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Popover.Root defaultOpen>
        <Popover.Trigger asChild>
          <Button variant="outlined">Basket</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Basket" {...args} style={{ width: 320 }}>
          <p style={{ padding: 8 }}>Your basket is empty.</p>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
  parameters: { visual: { fullPage: true } },
  play: async () => {
    const { panel } = await panelAndTrigger('Basket');
    await expect(Math.round(document.documentElement.clientWidth - panel.right)).toBeGreaterThanOrEqual(10);
  },
};

/**
 * The landing's sort dropdown (spec 1 §4): the keyboard opens it, focus moves to the list,
 * choosing an option closes it, and focus returns to the trigger.
 */
const sortOpenChange = fn();

export const SortDropdown: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    const [sorting, setSorting] = useState('popularity');
    const label = sortings.find((option) => option.value === sorting)?.label;
    return (
      <Dropdown
        aria-label="Sort by"
        arrow
        open={open}
        onOpenChange={(next) => {
          sortOpenChange(next);
          setOpen(next);
        }}
        trigger={
          <Button variant="outlined">
            Sort by: {label} <ChevronDownIcon size={18} />
          </Button>
        }
      >
        <SelectList
          aria-label="Sort by"
          options={sortings}
          value={sorting}
          onValueChange={setSorting}
          onChoose={() => setOpen(false)}
        />
      </Dropdown>
    );
  },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvas }) => {
    sortOpenChange.mockClear();
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const list = await body().findByRole('listbox', { name: 'Sort by' });
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Sort by: Price: high to low');
    await expect(trigger).toHaveFocus();
    await expect(sortOpenChange).toHaveBeenCalledWith(true);
    // Open again for the screenshot: the chosen option is ticked.
    await userEvent.click(trigger);
    await body().findByRole('listbox', { name: 'Sort by' });
  },
};

/** A click outside asks to close it (spec 1 §4). */
const outsideOpenChange = fn();

export const ClickOutsideCloses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Dropdown
        aria-label="Dates"
        defaultOpen
        onOpenChange={outsideOpenChange}
        trigger={<Button variant="outlined">All dates</Button>}
      >
        <p style={{ padding: 8 }}>Pick your dates</p>
      </Dropdown>
      <p>Outside the dropdown</p>
    </div>
  ),
  parameters: { visual: { fullPage: false } },
  play: async ({ canvas }) => {
    outsideOpenChange.mockClear();
    await body().findByRole('dialog', { name: 'Dates' });
    await userEvent.click(canvas.getByText('Outside the dropdown'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(outsideOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A panel as wide as a 375 px container's trigger: long German words wrap inside it. */
export const Mobile375LongGermanWords: Story = {
  render: (args) => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button variant="outlined" fullWidth>
          Sortieren nach
        </Button>
      </Popover.Trigger>
      <Popover.Content
        aria-label="Sortieren nach"
        {...args}
        style={{ width: 'var(--radix-popover-trigger-width)' }}
      >
        <p style={{ padding: 8 }}>
          Veranstaltungsdauerberücksichtigungsreihenfolge Eintrittskartenverfügbarkeit
        </p>
      </Popover.Content>
    </Popover.Root>
  ),
  parameters: { containerWidth: 375, visual: { fullPage: true } },
  play: async () => {
    const panel = await body().findByRole('dialog', { name: 'Sortieren nach' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
