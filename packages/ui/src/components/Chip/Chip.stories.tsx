import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PinIcon } from '../../icons/icons';
import { Chip } from './Chip';
import { chipSizes, chipVariants } from './Chip.css';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { children: 'Music' },
  argTypes: {
    variant: { control: 'inline-radio', options: chipVariants },
    size: { control: 'inline-radio', options: chipSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      {chipVariants.flatMap((variant) =>
        chipSizes.map((size) => (
          <Chip key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant} {size}
          </Chip>
        )),
      )}
    </div>
  ),
};

/** An active filter on the landing page's filter bar: removing it applies at once (spec 1 §4). */
export const Removable: Story = {
  args: { onRemove: fn(), children: 'Theatre' },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Theatre' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

/** The location picker's 'Near me' choice: a chip that is a button. */
export const Clickable: Story = {
  args: { asChild: true, variant: 'outlined', icon: <PinIcon size={16} />, onClick: fn() },
  render: ({ onClick, ...args }) => (
    <Chip {...args}>
      <button type="button" onClick={onClick}>
        Near me
      </button>
    </Chip>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Near me' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A long German category name wraps inside a 375 px container rather than overflow it. */
export const LongGermanWords: Story = {
  args: {
    onRemove: fn(),
    children: 'Donaudampfschifffahrtsgesellschaftsrundfahrten',
    removeLabel: 'Filter entfernen',
  },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Donaudampfschifffahrtsgesellschaftsrundfahrten')
      .parentElement as HTMLElement;
    const frame = document.querySelector('[data-story-frame]') as HTMLElement;
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};
