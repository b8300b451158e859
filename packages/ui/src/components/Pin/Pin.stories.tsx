import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Pin } from './Pin';

const meta = {
  title: 'Components/Pin',
  component: Pin,
  args: { size: 20 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 64, step: 4 } } },
} satisfies Meta<typeof Pin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: the place's name is written beside it. */
export const Decorative: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With `title` the pin is named for screen readers (an icon standing alone). */
export const Labelled: Story = {
  args: { title: 'City', size: 32 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'City' })).toBeVisible();
  },
};

/** It takes the text colour of its context, like every icon of the kit. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[16, 20, 24, 32, 48].map((size) => (
        <Pin key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
