import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { checkboxVariants } from './Checkbox.css';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Up to 1 hour', onCheckedChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: checkboxVariants },
    checked: { control: 'inline-radio', options: [true, false, 'indeterminate'] },
    label: { control: 'text' },
    description: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Regular, not ticked. A click on the box or its label, or Space, ticks it. */
export const Regular: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Up to 1 hour' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Up to 1 hour'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const RegularChecked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Up to 1 hour' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
  },
};

/** A parent with some children chosen: screen readers hear "mixed"; a click asks to choose all. */
export const Indeterminate: Story = {
  args: { variant: 'indeterminate', label: 'Music' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Music' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** A parent with every child chosen; a click asks to clear them. */
export const Main: Story = {
  args: { variant: 'main', label: 'Music' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Music' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-variant', 'main');
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** The three variants side by side, with a ticked regular box for comparison. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox label="Regular" />
      <Checkbox label="Regular, ticked" defaultChecked />
      <Checkbox label="Indeterminate" variant="indeterminate" />
      <Checkbox label="Main" variant="main" />
    </div>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled, ticked" disabled defaultChecked />
      <Checkbox {...args} label="Disabled, indeterminate" disabled variant="indeterminate" />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Disabled' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** The checkout's terms, with a hint read after the label. */
export const WithDescription: Story = {
  args: {
    label: 'I confirm I have read and accept the Terms & Conditions',
    description: 'You must accept the terms to pay.',
    required: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'I confirm I have read and accept the Terms & Conditions',
    });
    await expect(box).toHaveAccessibleDescription('You must accept the terms to pay.');
  },
};

const music = [
  { slug: 'rock', name: 'Rock' },
  { slug: 'jazz', name: 'Jazz' },
  { slug: 'classical', name: 'Classical' },
];

/**
 * The category tree of spec 1 §4: ticking the parent selects every child, unticking clears them;
 * the parent is main when all children are chosen, indeterminate when some, regular when none.
 */
export const CategoryTree: Story = {
  render: function Render() {
    const [chosen, setChosen] = useState<string[]>(['jazz']);
    const variant = chosen.length === music.length ? 'main' : chosen.length > 0 ? 'indeterminate' : 'regular';
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          label="Music"
          variant={variant}
          checked={false}
          onCheckedChange={(next) => setChosen(next === true ? music.map((c) => c.slug) : [])}
        />
        <div style={{ display: 'grid', gap: 8, paddingInlineStart: 28 }}>
          {music.map((category) => (
            <Checkbox
              key={category.slug}
              label={category.name}
              checked={chosen.includes(category.slug)}
              onCheckedChange={(next) =>
                setChosen((current) =>
                  next === true
                    ? [...current, category.slug]
                    : current.filter((slug) => slug !== category.slug),
                )
              }
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const parent = canvas.getByRole('checkbox', { name: 'Music' });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(parent);
    await expect(parent).toBeChecked();
    for (const name of ['Rock', 'Jazz', 'Classical']) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rock' }));
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    // Keyboard: Tab back to the parent; Space chooses every child, Space again clears them.
    await userEvent.tab({ shift: true });
    await expect(parent).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(parent).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(parent).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Jazz' })).not.toBeChecked();
  },
};

/** Long German labels wrap inside a 375 px container. */
export const LongGermanWords: Story = {
  args: {
    label: 'Sehenswürdigkeitenbesichtigungsrundfahrten mit Donaudampfschifffahrtsgesellschaftskapitänen',
    description: 'Mindestteilnehmeranzahlberücksichtigung erforderlich',
  },
  parameters: { containerWidth: 375 },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('[data-variant]') as HTMLElement;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
