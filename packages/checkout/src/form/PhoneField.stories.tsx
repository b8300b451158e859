import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { englishTranslate } from '../i18n/translate';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

/** The field holding its own country and number, as the checkout form does. */
function Controlled({ country: initialCountry, value: initialValue, ...props }: PhoneFieldProps) {
  const [country, setCountry] = useState(initialCountry);
  const [value, setValue] = useState(initialValue);
  return (
    <PhoneField
      {...props}
      country={country}
      value={value}
      onCountryChange={(code) => {
        setCountry(code);
        props.onCountryChange(code);
      }}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

/**
 * The contact's phone number with its country (spec 2 §3, §5) with plain props: the flag and
 * dialling code, the country picker open, filtered by the start of a name, and chosen by keyboard.
 */
const meta = {
  title: 'Checkout/Form/PhoneField',
  component: PhoneField,
  args: {
    countries: [
      { name: 'France', code: 'FR', phone_code: '+33' },
      { name: 'Germany', code: 'DE', phone_code: '+49' },
      { name: 'Ireland', code: 'IE', phone_code: '+353' },
      { name: 'Italy', code: 'IT', phone_code: '+39' },
      { name: 'Poland', code: 'PL', phone_code: '+48' },
    ],
    assetsUrl: '/fixtures',
    country: 'IE',
    onCountryChange: fn(),
    value: '',
    onValueChange: fn(),
    label: 'Phone number',
    validated: false,
    locale: 'en-GB',
    t: englishTranslate(),
  },
  render: (args) => <Controlled {...args} />,
  // The picker is portalled out of the story's frame: screenshot the page.
  parameters: { containerWidth: 375, visual: { fullPage: true } },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Country code: Ireland +353' }));
  const page = within(canvasElement.ownerDocument.body);
  return { canvas, page, search: await page.findByRole('searchbox', { name: 'Search countries' }) };
};

/** The number is a `tel` field autofilled as the national number. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(number).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(number, '851234567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('851234567');
  },
};

/** The picker open: every country with its dialling code, the current one selected. */
export const PickerOpen: Story = {
  play: async ({ canvasElement }) => {
    const { page } = await openPicker(canvasElement);
    const list = page.getByRole('listbox', { name: 'Countries' });
    await expect(within(list).getAllByRole('option')).toHaveLength(5);
    await expect(within(list).getByRole('option', { name: 'Ireland (+353)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Typed 'ger': only the countries whose name starts so, case-insensitively. */
export const PickerFiltered: Story = {
  play: async ({ canvasElement }) => {
    const { page, search } = await openPicker(canvasElement);
    await userEvent.type(search, 'ger');
    const list = page.getByRole('listbox', { name: 'Countries' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await expect(within(list).getByRole('option', { name: 'Germany (+49)' })).toBeVisible();
  },
};

/** Nothing starts with the query: the picker says so. */
export const PickerNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const { page, search } = await openPicker(canvasElement);
    await userEvent.type(search, 'xyz');
    await expect(await page.findByRole('status')).toHaveTextContent('No country matches');
  },
};

/** Filter, ArrowDown into the list, Enter: the country and its code change, the picker closes. */
export const ChooseByKeyboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const { canvas, page, search } = await openPicker(canvasElement);
    await userEvent.type(search, 'po');
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('listbox', { name: 'Countries' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('PL');
    await expect(await canvas.findByRole('button', { name: 'Country code: Poland +48' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('listbox', { name: 'Countries' })).toBeNull());
  },
};
