import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PointsBadge } from './PointsBadge';
import { pointsBadgeSizes } from './PointsBadge.css';

const logoUrl = '/fixtures/points/logo.svg';
const iconUrl = '/fixtures/points/icon.svg';

const meta = {
  title: 'Components/PointsBadge',
  component: PointsBadge,
  args: { value: 1250, formatted: '1,250', unit: 'Avios', logoUrl, iconUrl },
  argTypes: { size: { control: 'inline-radio', options: pointsBadgeSizes } },
} satisfies Meta<typeof PointsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

async function imagesLoaded(root: HTMLElement) {
  for (const image of root.querySelectorAll('img')) {
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  }
}

/** Logo, icon, value and unit (spec 1 §1). The images are decorative: the text says it all. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1,250')).toBeVisible();
    await expect(canvas.getByText('Avios')).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await imagesLoaded(canvasElement);
  },
};

/**
 * Points are written in en-GB number format whatever the visitor's locale (spec 1 §9): booking-core's
 * `rewardPoints` writes them, the badge shows what it is given.
 */
export const EnGbNumberFormat: Story = {
  args: { value: 1234567.5, formatted: '1,234,567.5' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1,234,567.5')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/**
 * What a widget spreads into the badge from booking-core's `rewardPoints`: here for £123.45 and a
 * host function `(major) => major * 10`, which gets the price in major units (123.45).
 */
export const FromRewardFunction: Story = {
  args: { value: 1234.5, formatted: '1,234.5', unit: 'pts', logoUrl, iconUrl },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1,234.5')).toBeVisible();
    await expect(canvas.getByText('pts')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Without a logo or icon configured: the value and unit alone. */
export const TextOnly: Story = {
  args: { logoUrl: undefined, iconUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

/** A logo that fails to load is left out, never shown broken. */
export const BrokenLogo: Story = {
  args: { logoUrl: '/fixtures/points/missing-logo.svg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(1));
    await imagesLoaded(canvasElement);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {pointsBadgeSizes.map((size) => (
        <PointsBadge key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
};

/** A long German unit in a narrow card wraps inside the pill instead of overflowing it. */
export const LongGermanUnitMobile: Story = {
  args: { value: 98765, formatted: '98,765', unit: 'Prämienmeilengutschriftspunkte' },
  parameters: { containerWidth: 375 },
  render: (args) => (
    <div lang="de" style={{ width: 160 }}>
      <PointsBadge {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Prämienmeilengutschriftspunkte')).toBeVisible();
    const badge = canvasElement.querySelector<HTMLElement>('[lang="de"] > span');
    await expect(badge?.offsetWidth).toBeLessThanOrEqual(160);
    await expect(badge?.scrollWidth).toBeLessThanOrEqual(badge?.offsetWidth ?? 0);
    await imagesLoaded(canvasElement);
  },
};
