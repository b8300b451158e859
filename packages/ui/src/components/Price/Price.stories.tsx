import { SUPPORTED_CURRENCIES } from '@coras/booking-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';
import { priceSizes } from './Price.css';

const meta = {
  title: 'Components/Price',
  component: Price,
  argTypes: {
    currency: { control: 'select', options: SUPPORTED_CURRENCIES },
    locale: { control: 'text' },
    size: { control: 'inline-radio', options: priceSizes },
    prefix: { control: 'text' },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults of spec 1 §2: price 100 in the smallest unit, USD, en-US. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1.00')).toBeInTheDocument();
  },
};

/** The card's 'From' price. */
export const WithPrefix: Story = {
  args: { price: 4550, currency: 'GBP', locale: 'en-GB', prefix: 'From', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£45.50')).toBeInTheDocument();
    await expect(canvas.getByText('From')).toBeInTheDocument();
  },
};

/** Each locale's own format, from booking-core (narrow no-break spaces included). */
export const Locales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Price price={123450} currency="EUR" locale="de-DE" />
      <Price price={123450} currency="EUR" locale="fr-FR" />
      <Price price={123450} currency="GBP" locale="en-GB" />
      <Price price={150000} currency="JPY" locale="en-US" />
      <Price price={999} currency="CHF" locale="de-DE" />
      <Price price={500000} currency="THB" locale="th-TH" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234,50 €')).toBeInTheDocument();
    await expect(canvas.getByText('£1,234.50')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'baseline', flexWrap: 'wrap' }}>
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} price={2999} prefix="From" />
      ))}
    </div>
  ),
};
