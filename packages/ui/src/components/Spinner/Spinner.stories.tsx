import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  subcomponents: { Skeleton },
  args: { size: 16, label: 'Loading' },
  argTypes: { size: { control: { type: 'range', min: 12, max: 64, step: 4 } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status that screen readers announce by its label; the ring itself is hidden from them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Inside a parent that already says what is loading (a busy button), `label={null}` stays silent. */
export const Unlabelled: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The ring takes the text colour around it. */
export const SizesAndColours: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[12, 16, 24, 32, 48].map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading, ${size} px`} />
      ))}
      <span style={{ color: '#b3261e', display: 'inline-flex' }}>
        <Spinner {...args} size={32} label="Loading, error colour" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(6);
  },
};

/** The label is the only text of the spinner: pass it translated. */
export const GermanLabel: Story = {
  args: { label: 'Wird geladen', size: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen');
  },
};

/**
 * Skeletons hold the final content's size while it loads (no layout shift when it arrives): here
 * an attraction card's image, title, two lines of description and its price.
 */
export const SkeletonCard: StoryObj<typeof Skeleton> = {
  parameters: { containerWidth: 375 },
  render: () => (
    <section aria-busy="true" aria-label="Loading attractions" style={{ display: 'grid', gap: 8 }}>
      <Skeleton height={200} radius={8} />
      <Skeleton height="1.5em" width="70%" />
      <Skeleton />
      <Skeleton width="85%" />
      <Skeleton height="1.25em" width="30%" />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Loading attractions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const blocks = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    await expect(blocks).toHaveLength(5);
    await expect(blocks[0]?.offsetHeight).toBe(200);
  },
};

/** Skeleton lines of text at the default 1em height and full width. */
export const SkeletonLines: StoryObj<typeof Skeleton> = {
  render: () => (
    <div style={{ display: 'grid', gap: 6, width: 320 }}>
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </div>
  ),
};

/** The skeleton grid of a card list at the three container widths (4, 2 and 1 columns). */
function SkeletonGrid({ columns }: { columns: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 16 }}>
      {Array.from({ length: columns }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered.
        <div key={index} style={{ display: 'grid', gap: 8 }}>
          <Skeleton height={140} radius={8} />
          <Skeleton height="1.25em" width="80%" />
          <Skeleton width="40%" />
        </div>
      ))}
    </div>
  );
}

export const SkeletonGridDesktop1200: StoryObj<typeof Skeleton> = {
  parameters: { containerWidth: 1200 },
  render: () => <SkeletonGrid columns={4} />,
};
export const SkeletonGridTablet768: StoryObj<typeof Skeleton> = {
  parameters: { containerWidth: 768 },
  render: () => <SkeletonGrid columns={2} />,
};
export const SkeletonGridMobile375: StoryObj<typeof Skeleton> = {
  parameters: { containerWidth: 375 },
  render: () => <SkeletonGrid columns={1} />,
};
