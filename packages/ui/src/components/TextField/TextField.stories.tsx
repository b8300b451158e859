import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ChevronDownIcon, SearchIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { textFieldMaskTypes } from './mask';
import { TextField } from './TextField';
import { textFieldShapes } from './TextField.css';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', name: 'firstName', onValueChange: fn() },
  argTypes: {
    shape: { control: 'inline-radio', options: textFieldShapes },
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'search', 'url'] },
    mask: {
      control: 'select',
      options: ['none', ...textFieldMaskTypes],
      mapping: { none: undefined, date: { type: 'date' }, number: { type: 'number' } },
    },
    label: { control: 'text' },
    description: { control: 'text' },
    helpText: { control: 'text' },
    error: { control: 'text' },
    icon: { control: false },
    endAdornment: { control: false },
  },
  parameters: { containerWidth: 375 },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with a placeholder. Typing reports each value. */
export const Default: Story = {
  args: { placeholder: 'As on your passport' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Åsa');
    await expect(input).toHaveValue('Åsa');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Åsa');
  },
};

/** Description under the label, help text under the box: both read after the label. */
export const DescriptionAndHelpText: Story = {
  args: {
    label: 'Email',
    type: 'email',
    description: 'We send your tickets here.',
    helpText: 'Check it twice: a typo means no tickets.',
    defaultValue: 'guest@example.com',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription(
      'We send your tickets here. Check it twice: a typo means no tickets.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Siobhán' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  },
};

/** Read-only: focusable and readable, not editable (undo included); no clear button. */
export const ReadOnly: Story = {
  args: { readOnly: true, clearable: true, defaultValue: 'Siobhán' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'x');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(input).toHaveValue('Siobhán');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

/** Clearable: the button appears with a value, empties the field and gives focus back. */
export const Clearable: Story = {
  args: { clearable: true, defaultValue: 'Cork', label: 'City' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    // Undo brings the cleared text back.
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(input).toHaveValue('Cork');
  },
};

/** `rows` makes it a textarea (the contact form's message). */
export const Multiline: Story = {
  args: { label: 'Message', rows: 4, placeholder: 'How can we help?' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
  },
};

/** An error is set but the form was not validated yet: no error style, icon or message (spec 1 §5). */
export const ErrorNotValidated: Story = {
  args: { label: 'Email', defaultValue: 'guest@', error: 'Enter a valid email address' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter a valid email address')).toBeNull();
    await expect(canvasElement.querySelector('[data-status]')).toBeNull();
  },
};

/** Validated with an error: error style, icon and message; screen readers hear it is invalid. */
export const ValidatedError: Story = {
  args: { label: 'Email', defaultValue: 'guest@', validated: true, error: 'Enter a valid email address' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await expect(canvasElement.querySelector('[data-status-icon="error"]')).not.toBeNull();
  },
};

/** Validated without an error: the success style and icon. */
export const ValidatedSuccess: Story = {
  args: { label: 'Email', defaultValue: 'guest@example.com', validated: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('[data-status="success"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-status-icon="success"]')).not.toBeNull();
  },
};

/** `validationIcon={false}`: the status colours stay, the icons go. */
export const WithoutValidationIcon: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        {...args}
        label="Phone"
        defaultValue="+353"
        validated
        error="Enter a full number"
        validationIcon={false}
      />
      <TextField {...args} label="Email" defaultValue="guest@example.com" validated validationIcon={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-status-icon]')).toBeNull();
  },
};

/**
 * Date mask (spec 1 §5): digits only, dots inserted, impossible dates refused as they are typed
 * (the 31st of April cannot be finished), years 1900–9999.
 */
export const DateMask: Story = {
  args: { label: 'Date of birth', placeholder: 'dd.mm.yyyy', mask: { type: 'date' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '3104');
    await expect(input).toHaveValue('31.0');
    await userEvent.clear(input);
    await userEvent.type(input, '29021999');
    await expect(input).toHaveValue('29.02.199');
    await userEvent.type(input, '6');
    await expect(input).toHaveValue('29.02.1996');
    await userEvent.clear(input);
    await userEvent.type(input, '1.3.18');
    await expect(input).toHaveValue('01.03.1');
    await userEvent.type(input, '985');
    await expect(input).toHaveValue('01.03.1985');
  },
};

/** With min and max: a complete date outside them moves to the nearest bound. */
export const DateMaskMinMax: Story = {
  args: {
    label: 'Visit date',
    placeholder: 'dd.mm.yyyy',
    helpText: 'Between 01.01.2026 and 31.12.2027',
    mask: { type: 'date', min: '2026-01-01', max: '2027-12-31' },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Visit date' });
    await userEvent.type(input, '24122025');
    await expect(input).toHaveValue('01.01.2026');
    await userEvent.clear(input);
    await userEvent.type(input, '24122030');
    await expect(input).toHaveValue('31.12.2027');
  },
};

/**
 * Number mask (spec 1 §5): decimal comma, two decimals, clamped to min and max. On leaving the
 * field the value is clamped and written with exactly two decimals.
 */
export const NumberMask: Story = {
  args: {
    label: 'Amount',
    helpText: 'From 10 to 500',
    mask: { type: 'number', min: 10, max: 500 },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12.345');
    await expect(input).toHaveValue('12,34');
    await userEvent.tab();
    await expect(input).toHaveValue('12,34');
    await userEvent.clear(input);
    await userEvent.type(input, '7,5');
    await userEvent.tab();
    await expect(input).toHaveValue('10,00');
    await userEvent.clear(input);
    await userEvent.type(input, '9999');
    await expect(input).toHaveValue('500');
    await userEvent.type(input, 'abc-');
    await expect(input).toHaveValue('500');
    await userEvent.tab();
    await expect(input).toHaveValue('500,00');
  },
};

/** Undo history (spec 1 §5): Ctrl+Z undoes, Shift+Ctrl+Z and Ctrl+Y redo, also after masking. */
export const UndoRedo: Story = {
  args: { label: 'Date', mask: { type: 'date' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '1203');
    await expect(input).toHaveValue('12.03');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(input).toHaveValue('12.0');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(input).toHaveValue('12.0');
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(input).toHaveValue('12.03');
    await userEvent.keyboard('{Meta>}z{/Meta}');
    await expect(input).toHaveValue('12.0');
    // Typing after an undo starts a new branch: redo has nothing left.
    await userEvent.type(input, '4');
    await expect(input).toHaveValue('12.04');
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(input).toHaveValue('12.04');
  },
};

/** Controlled by its parent, which may transform the value; undo still works. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <TextField
          {...args}
          label="Promo code"
          value={value}
          onValueChange={(next) => setValue(next.toUpperCase())}
        />
        <output>Code: {value || '—'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'summer');
    await expect(input).toHaveValue('SUMMER');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(input).toHaveValue('SUMME');
  },
};

/** The location picker's field (spec 1 §2): rounded, with an icon and a down arrow beside it. */
export const LocationPicker: Story = {
  args: {
    label: 'Things to do in',
    placeholder: 'Where are you going?',
    shape: 'rounded',
    icon: <SearchIcon size={18} />,
    endAdornment: <ChevronDownIcon size={18} aria-hidden />,
  },
};

/** A checkout form at 375, 768 and 1200 px: the fields fill their container, labels wrap. */
function CheckoutForm() {
  return (
    <form
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
      }}
    >
      <TextField label="First name" defaultValue="Siobhán" validated />
      <TextField label="Last name" defaultValue="" validated error="Enter your last name" />
      <TextField
        label="Email"
        type="email"
        description="We send your tickets here."
        clearable
        defaultValue="guest@example.com"
      />
      <TextField label="Date of birth" placeholder="dd.mm.yyyy" mask={{ type: 'date' }} />
      <Button type="button">Pay now</Button>
    </form>
  );
}

export const Mobile375: Story = { render: () => <CheckoutForm />, parameters: { containerWidth: 375 } };
export const Tablet768: Story = { render: () => <CheckoutForm />, parameters: { containerWidth: 768 } };
export const Desktop1200: Story = { render: () => <CheckoutForm />, parameters: { containerWidth: 1200 } };

/** Long German label, description, value and error wrap inside a 375 px container. */
export const LongGermanWords: Story = {
  args: {
    label: 'Kraftfahrzeughaftpflichtversicherungsnummer',
    description: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenberechtigungsnachweis erforderlich',
    defaultValue: 'Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz',
    validated: true,
    error: 'Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung verletzt',
    clearable: true,
  },
  parameters: { containerWidth: 375 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-status]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const frame = document.querySelector('[data-story-frame]') as HTMLElement;
    await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};
