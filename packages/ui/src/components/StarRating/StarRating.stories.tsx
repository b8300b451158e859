import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 0.05 } } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a rating: 3 (spec 1 §2). The stars are one 102×18 image to screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: 'Rated 3 out of 5' });
    const stars = rating.firstElementChild as HTMLElement;
    const { width, height } = stars.getBoundingClientRect();
    await expect([width, height]).toEqual([102, 18]);
  },
};

export const HalfStar: Story = {
  args: { rating: 3.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
  },
};

/** 4.3 shows as 4.5 and 4.2 as 4: the nearest half. */
export const RoundedToNearestHalf: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StarRating rating={4.3} showValue />
      <StarRating rating={4.2} showValue />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveAttribute(
      'data-rating',
      '4.5',
    );
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveAttribute('data-rating', '4');
  },
};

/** An attraction without reviews: 0 (spec 1 §3). */
export const Zero: Story = { args: { rating: 0 } };

export const Five: Story = { args: { rating: 5 } };

export const WithValue: Story = { args: { rating: 4.5, showValue: true } };

/** Every half step from 0 to 5. */
export const AllSteps: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 6 }}>
      {[0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((rating) => (
        <StarRating key={rating} rating={rating} showValue />
      ))}
    </div>
  ),
};

/** Translated: the label function receives the rounded rating. */
export const Translated: Story = {
  args: { rating: 2.5, label: (rating, max) => `Bewertung ${String(rating).replace('.', ',')} von ${max}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bewertung 2,5 von 5' })).toBeInTheDocument();
  },
};
