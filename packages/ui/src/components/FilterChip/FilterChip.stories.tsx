import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CalendarIcon } from '../../icons/icons';
import { buttonSizes } from '../Button/Button.css';
import { FilterChip } from './FilterChip';

const meta = {
  title: 'Components/FilterChip',
  component: FilterChip,
  args: { children: 'Under 2 hours', onPressedChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof FilterChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not active: outlined. Clicking or pressing Space turns it on, and screen readers hear 'pressed'. */
export const Inactive: Story = {
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'Under 2 hours' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(chip).toHaveAttribute('data-state', 'off');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Active: the primary style. */
export const Active: Story = {
  args: { defaultPressed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Under 2 hours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The date button of the filter bar: primary once dates are chosen (spec 1 §2). */
export const DateButton: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <FilterChip {...args} icon={<CalendarIcon size={16} />}>
        All dates
      </FilterChip>
      <FilterChip {...args} defaultPressed icon={<CalendarIcon size={16} />}>
        12 Jun – 14 Jun
      </FilterChip>
    </div>
  ),
};

/** Controlled by its parent, which may refuse a change. */
export const Controlled: Story = {
  render: function Render(args) {
    const [pressed, setPressed] = useState(false);
    return (
      <FilterChip
        {...args}
        pressed={pressed}
        onPressedChange={(next) => {
          args.onPressedChange?.(next);
          setPressed(next);
        }}
      >
        Music
      </FilterChip>
    );
  },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'Music' });
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'Under 2 hours' });
    await userEvent.click(chip, { pointerEventsCheck: 0 });
    await expect(args.onPressedChange).not.toHaveBeenCalled();
  },
};

/** A long German filter name wraps inside a 375 px container. */
export const LongGermanWords: Story = {
  args: { children: 'Sehenswürdigkeitenbesichtigungsrundfahrten', defaultPressed: true },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('button');
    const frame = document.querySelector('[data-story-frame]') as HTMLElement;
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};
