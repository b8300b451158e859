import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImageChip } from './ImageChip';

const meta = {
  title: 'Components/ImageChip',
  component: ImageChip,
  args: { count: 12 },
} satisfies Meta<typeof ImageChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '+number' (spec 1 §2), as plain text over a card's image. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+12')).toBeInTheDocument();
  },
};

/**
 * The details page's image-count chip opens the image viewer; its accessible name says more, and
 * begins with what the chip shows (WCAG 2.5.3 label in name).
 */
export const OpensViewer: Story = {
  args: { count: 12, label: 'Show all 15 photos', onClick: fn() },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: '+12 Show all 15 photos' });
    await expect(chip).toHaveTextContent(/^\+12 Show all 15 photos$/);
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Over a photo: solid colours, so the contrast does not depend on the picture. */
export const OverAnImage: Story = {
  render: (args) => (
    <div style={{ position: 'relative', width: 320, height: 180, maxWidth: '100%' }}>
      <img
        src="/fixtures/images/harbour.svg"
        alt="Cork harbour"
        width={320}
        height={180}
        style={{ objectFit: 'cover' }}
      />
      <div style={{ position: 'absolute', right: 8, bottom: 8 }}>
        <ImageChip {...args} onClick={fn()} label="Show all 15 photos" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    // The screenshot waits for the photo, not for whatever the network had delivered so far.
    await (canvas.getByRole('img', { name: 'Cork harbour' }) as HTMLImageElement).decode();
  },
};

/** Nonsense counts never show as '+-3' or '+2.5'. */
export const Edges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ImageChip count={-3} />
      <ImageChip count={2.5} />
      <ImageChip count={1234} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+0')).toBeInTheDocument();
    await expect(canvas.getByText('+2')).toBeInTheDocument();
    await expect(canvas.getByText('+1234')).toBeInTheDocument();
  },
};
