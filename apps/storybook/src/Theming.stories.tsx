import { Button, CorasRoot } from '@coras/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Theming/Examples',
  parameters: { docs: { disable: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A distributor's brand applied at runtime: colour, font and corner radius, no rebuild. */
export const LiveBrand: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CorasRoot>
        <Button>Default brand</Button>
      </CorasRoot>
      <CorasRoot
        theme={{
          color: { brand: '#6a1b7a', brandHover: '#56156a', focus: '#6a1b7a' },
          font: { family: "Georgia, 'Times New Roman', serif" },
          radius: { md: '0' },
        }}
      >
        <Button>Plum brand</Button>
      </CorasRoot>
    </div>
  ),
  play: async ({ canvas }) => {
    const plum = canvas.getByRole('button', { name: 'Plum brand' });
    await expect(getComputedStyle(plum).backgroundColor).toBe('rgb(106, 27, 122)');
    await expect(getComputedStyle(plum).borderTopLeftRadius).toBe('0px');
    const standard = canvas.getByRole('button', { name: 'Default brand' });
    await expect(getComputedStyle(standard).backgroundColor).toBe('rgb(10, 90, 160)');
  },
};

/** The nonce a strict `style-src 'nonce-…'` policy needs, handed to Radix's scroll lock. */
export const CspNonce: Story = {
  render: () => (
    <CorasRoot nonce="r4nd0m-n0nce">
      <p>Dialogs opened in this root carry the nonce on the one style element they add.</p>
    </CorasRoot>
  ),
};
