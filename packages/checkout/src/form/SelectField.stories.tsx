import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './SelectField';

/** The field holding its own value, as the checkout form does. */
function Controlled({ value: initial, onValueChange, ...props }: SelectFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <SelectField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

/**
 * A labelled native `<select>` of the checkout form (spec 2 §3) with plain props: the billing
 * country with its placeholder, and the required error wired to the control.
 */
const meta = {
  title: 'Checkout/Form/SelectField',
  component: SelectField,
  args: {
    name: 'country',
    label: 'Country',
    value: '',
    placeholder: 'Select a country',
    autoComplete: 'billing country',
    required: true,
    options: [
      { value: 'IE', label: 'Ireland' },
      { value: 'FR', label: 'France' },
      { value: 'DE', label: 'Germany' },
    ],
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { containerWidth: 375 },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder first; choosing by keyboard reports the ISO code. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveAttribute('autocomplete', 'billing country');
    await userEvent.selectOptions(select, 'France');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('FR');
    await expect(select).toHaveValue('FR');
  },
};

/** Left empty: the error under it, `aria-invalid` and described by the error. */
export const WithError: Story = {
  args: { error: 'This is a required field', helpText: 'The country of your billing address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'This is a required field The country of your billing address',
    );
    await expect(canvas.getByText('This is a required field')).toBeVisible();
  },
};
