import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FlagIcon, PinIcon } from '../../icons/icons';
import { SelectList, type SelectListOption } from './SelectList';
import { selectListSizes } from './SelectList.css';

const sortings: SelectListOption[] = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Rating' },
  { value: 'duration', label: 'Duration' },
];

const countries: SelectListOption[] = [
  'Austria',
  'Belgium',
  'Croatia',
  'Denmark',
  'France',
  'Germany',
  'Greece',
  'Iceland',
  'Ireland',
  'Italy',
  'Malta',
  'Netherlands',
  'New Zealand',
  'Norway',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
  'Turkey',
  'United Kingdom',
].map((name) => ({ value: name.toLowerCase().replace(/ /g, '-'), label: name }));

const meta = {
  title: 'Components/SelectList',
  component: SelectList,
  args: { 'aria-label': 'Sort by', options: sortings, onValueChange: fn(), onChoose: fn() },
  argTypes: { size: { control: 'inline-radio', options: selectListSizes } },
} satisfies Meta<typeof SelectList>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeOption = (list: HTMLElement) =>
  document.getElementById(list.getAttribute('aria-activedescendant') ?? '') as HTMLElement | null;

/** The sort list, with 'Popularity' chosen (the landing's default sorting, spec 1 §9). */
export const Default: Story = {
  args: { defaultValue: 'popularity' },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('listbox', { name: 'Sort by' });
    await expect(canvas.getByRole('option', { name: 'Popularity' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Rating' }));
    await expect(canvas.getByRole('option', { name: 'Rating' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rating');
    await expect(list).toHaveFocus();
  },
};

/**
 * The keyboard model of spec 1 §4: arrows move with wrap-around, Home and End jump, Enter and
 * Space choose. Screen readers follow `aria-activedescendant`, which names the highlighted option.
 */
export const Keyboard: Story = {
  args: { defaultValue: 'price-asc' },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('listbox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await expect(activeOption(list)).toHaveTextContent('Price: low to high');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(list)).toHaveTextContent('Price: high to low');
    await userEvent.keyboard('{End}');
    await expect(activeOption(list)).toHaveTextContent('Duration');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(list)).toHaveTextContent('Popularity');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(list)).toHaveTextContent('Duration');
    await userEvent.keyboard('{Home}');
    await expect(activeOption(list)).toHaveTextContent('Popularity');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('popularity');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rating');
    await expect(canvas.getByRole('option', { name: 'Rating' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChoose).toHaveBeenCalledTimes(2);
  },
};

/**
 * The typing time the list sees: it reads each key press's time from the event (`timeStamp`), so
 * the story stamps every key with a clock of its own. Keys pressed together share an instant, and
 * `pause(ms)` is the visitor stopping for `ms`: no real waiting, and no busy machine stretching two
 * quick keys past the reset.
 */
function typingClock() {
  let now = 10_000;
  const stamp = (event: Event) => Object.defineProperty(event, 'timeStamp', { value: now });
  window.addEventListener('keydown', stamp, { capture: true });
  return {
    pause: (ms: number) => {
      now += ms;
    },
    stop: () => window.removeEventListener('keydown', stamp, { capture: true }),
  };
}

/**
 * Type-ahead: letters typed within a second build one search ('sw' → Sweden); after 1000 ms
 * without typing the buffer is cleared and a new search starts.
 */
export const TypeAhead: Story = {
  args: { 'aria-label': 'Country', options: countries, size: 'short' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox', { name: 'Country' });
    const typing = typingClock();
    try {
      list.focus();
      await userEvent.keyboard('sw');
      await expect(activeOption(list)).toHaveTextContent('Sweden');
      typing.pause(999);
      await userEvent.keyboard('i');
      await expect(activeOption(list)).toHaveTextContent('Switzerland');
      typing.pause(1000);
      await userEvent.keyboard('i');
      await expect(activeOption(list)).toHaveTextContent('Iceland');
      // Typing the same letter again cycles through the options starting with it.
      await userEvent.keyboard('i');
      await expect(activeOption(list)).toHaveTextContent('Ireland');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('option', { name: 'Ireland' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      typing.stop();
    }
  },
};

/** Short: at most 17.125rem high (spec 1 §9); the highlighted option scrolls into view. */
export const Short: Story = {
  args: { 'aria-label': 'Country', options: countries, size: 'short', defaultValue: 'ireland' },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox', { name: 'Country' });
    await expect(list.getBoundingClientRect().height).toBe(17.125 * 16);
    list.focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('option', { name: 'United Kingdom' });
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      list.getBoundingClientRect().bottom,
    );
  },
};

/** Disabled options are shown but skipped by the keyboard and by clicks. */
export const DisabledOptions: Story = {
  args: {
    options: sortings.map((option) =>
      option.value.startsWith('price') ? { ...option, disabled: true } : option,
    ),
    defaultValue: 'popularity',
  },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('listbox', { name: 'Sort by' });
    list.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(list)).toHaveTextContent('Rating');
    await userEvent.click(canvas.getByRole('option', { name: 'Price: low to high' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Locations with their icons: a flag for countries, a pin for cities (spec 1 §2). */
export const WithIcons: Story = {
  args: {
    'aria-label': 'Locations',
    options: [
      { value: 'ireland', label: 'Ireland', icon: <FlagIcon size={18} /> },
      { value: 'cork', label: 'Cork', icon: <PinIcon size={18} /> },
      { value: 'dublin', label: 'Dublin', icon: <PinIcon size={18} /> },
    ],
  },
};

/** The parent holds the value; choosing the current option again still reports `onChoose`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('rating');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <SelectList
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <output>Sorted by {value}</output>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'Rating' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onChoose).toHaveBeenCalledWith('rating');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(canvas.getByText('Sorted by price-desc')).toBeInTheDocument();
  },
};

/** Long German labels wrap inside a 375 px container. */
export const LongGermanWords: Story = {
  args: {
    'aria-label': 'Sortieren nach',
    options: [
      { value: 'beliebtheit', label: 'Beliebtheit' },
      { value: 'preis', label: 'Preisaufsteigendsortierungsreihenfolge' },
      { value: 'dauer', label: 'Veranstaltungsdauerberücksichtigungsreihenfolge (kürzeste zuerst)' },
    ],
    defaultValue: 'dauer',
  },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Tablet768: Story = {
  args: { 'aria-label': 'Country', options: countries, size: 'short', defaultValue: 'france' },
  parameters: { containerWidth: 768 },
};

export const Desktop1200: Story = {
  args: { defaultValue: 'popularity' },
  parameters: { containerWidth: 1200 },
};
