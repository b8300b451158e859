import { Button, CorasRoot, Dialog } from '@coras/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

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

/**
 * A strict `style-src` policy (with a nonce, or `'self'` alone) has nothing to block: a dialog's
 * scroll lock goes through the CSSOM, so opening one adds no style element, nonce or not.
 */
export const CspNonce: Story = {
  parameters: { visual: { fullPage: true } },
  render: () => (
    <CorasRoot nonce="r4nd0m-n0nce">
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button>Open a dialog</Button>
        </Dialog.Trigger>
        <Dialog.Content title="Scroll locked">
          <Dialog.Title>Scroll locked</Dialog.Title>
          <Dialog.Description>The page behind cannot scroll while this is open.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>
    </CorasRoot>
  ),
  play: async ({ canvas }) => {
    const before = document.querySelectorAll('style').length;
    await userEvent.click(canvas.getByRole('button', { name: 'Open a dialog' }));
    await within(document.body).findByRole('dialog', { name: 'Scroll locked' });
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await expect(document.querySelectorAll('style')).toHaveLength(before);
    await userEvent.keyboard('{Escape}');
  },
};
