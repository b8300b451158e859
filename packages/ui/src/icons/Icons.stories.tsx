import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import type { IconProps } from './Icon';
import * as icons from './icons';

/** Every icon of the kit (one module each, so a page carries only those it draws), by its name. */
const all = Object.entries(icons) as Array<[string, ComponentType<IconProps>]>;

const meta = {
  title: 'Components/Icons',
  parameters: { containerWidth: 640 },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The set at the default 20 px, each decorative (hidden from assistive technology) beside its name. */
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {all.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('svg');
    await expect(drawn).toHaveLength(all.length);
    for (const svg of drawn) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a `title` an icon is an image named by it; `size` sets its edge. */
export const Named: Story = {
  render: () => <icons.StarIcon title="Rated" size={32} />,
  play: async ({ canvas }) => {
    const star = canvas.getByRole('img', { name: 'Rated' });
    await expect(star).toHaveAttribute('width', '32');
  },
};
