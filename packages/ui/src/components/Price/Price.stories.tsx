import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';
import { priceSizes } from './Price.css';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { price: '$1.00' },
  argTypes: {
    price: { control: 'text' },
    size: { control: 'inline-radio', options: priceSizes },
    prefix: { control: 'text' },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults of spec 1 §2 (100 in the smallest unit, USD, en-US) as the widget formats them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1.00')).toBeInTheDocument();
  },
};

/** The card's 'From' price. */
export const WithPrefix: Story = {
  args: { price: '£45.50', prefix: 'From', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('£45.50')).toBeInTheDocument();
    await expect(canvas.getByText('From')).toBeInTheDocument();
  },
};

/**
 * Each locale's own format, as booking-core's `formatMoney` writes it (no-break and narrow no-break
 * spaces included): 123450 EUR in de-DE and fr-FR, GBP in en-GB, 150000 JPY in en-US, 999 CHF in
 * de-DE, 500000 THB in th-TH.
 */
export const Locales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Price price={'1.234,50\u00a0€'} />
      <Price price={'1\u202f234,50\u00a0€'} />
      <Price price="£1,234.50" />
      <Price price="¥1,500.00" />
      <Price price={'9,99\u00a0CHF'} />
      <Price price="฿5,000.00" />
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
        <Price key={size} {...args} size={size} price="$29.99" prefix="From" />
      ))}
    </div>
  ),
};
