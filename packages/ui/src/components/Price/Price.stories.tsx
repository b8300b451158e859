import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';
import { priceSizes } from './Price.css';

/**
 * Two forms: `price`, a price the caller wrote (the widgets pass booking-core's `formatMoney`), or
 * `amount`, `currency` and `locale`, which the kit writes with `Intl` (defaults 100, USD, en-US).
 */
const meta = {
  title: 'Components/Price',
  component: Price,
  argTypes: {
    price: { control: 'text' },
    amount: { control: 'number' },
    currency: { control: 'text' },
    locale: { control: 'text' },
    size: { control: 'inline-radio', options: priceSizes },
    prefix: { control: 'text' },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No props: the defaults of spec 1 §2, 100 USD in en-US. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$100.00')).toBeInTheDocument();
  },
};

/** The amount form: an amount, a currency and a locale, in that locale's currency format. */
export const Amount: Story = {
  args: { amount: 1234.5, currency: 'EUR', locale: 'de-DE' },
  play: async ({ canvas }) => {
    // Testing Library reads the no-break spaces as spaces.
    await expect(canvas.getByText('1.234,50 €')).toBeInTheDocument();
  },
};

/** The formatted form: the price as the widget wrote it, shown as given. */
export const Formatted: Story = {
  args: { price: '$1.00' },
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
 * Each locale's own format, written as booking-core's `formatMoney` writes it (no-break and narrow
 * no-break spaces included): 123450 EUR in de-DE and fr-FR, GBP in en-GB, 150000 JPY in en-US, 999
 * CHF in de-DE, 500000 THB in th-TH; then the same amounts in the amount form.
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
      <Price amount={1234.5} currency="EUR" locale="fr-FR" />
      <Price amount={1234.5} currency="GBP" locale="en-GB" />
      <Price amount={5000} currency="THB" locale="th-TH" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234,50 €')).toBeInTheDocument();
    await expect(canvas.getAllByText('£1,234.50')).toHaveLength(2);
    await expect(canvas.getAllByText('1 234,50 €')).toHaveLength(2);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'baseline', flexWrap: 'wrap' }}>
      {priceSizes.map((size) => (
        <Price key={size} size={size} price="$29.99" prefix="From" />
      ))}
    </div>
  ),
};
