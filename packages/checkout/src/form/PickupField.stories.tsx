import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PickupField, type PickupFieldProps } from './PickupField';

/** The field holding its own choice, as the checkout form does. */
function Controlled({ value: initial, onValueChange, ...props }: PickupFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <PickupField
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
 * A reservation's pickup point (spec 2 §3) with plain props: a radio group of points with their
 * addresses, chosen by pointer or arrow keys, and its required error.
 */
const meta = {
  title: 'Checkout/Form/PickupField',
  component: PickupField,
  args: {
    name: 'pickup-r-1',
    label: 'Pickup point',
    value: '',
    options: [
      { coras_pickup_id: 'p-1', pickup_name: 'Trinity College', pickup_address: 'College Green, Dublin 2' },
      {
        coras_pickup_id: 'p-2',
        pickup_name: 'The Spire',
        pickup_address: "O'Connell Street Upper, Dublin 1",
      },
      { coras_pickup_id: 'p-3', pickup_name: 'Heuston Station' },
    ],
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { containerWidth: 375 },
} satisfies Meta<typeof PickupField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click picks a point; the arrow keys move the choice on. */
export const Choice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Pickup point' })).toBeVisible();
    await expect(canvas.getByText('College Green, Dublin 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Trinity College/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('p-1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /The Spire/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('p-2');
  },
};

/** None chosen on submit: the group is invalid and described by the error. */
export const WithError: Story = {
  args: { error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Pickup point' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This is a required field');
  },
};
