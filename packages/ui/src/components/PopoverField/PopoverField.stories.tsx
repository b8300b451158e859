import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { PopoverField } from './PopoverField';

const meta = {
  title: 'Components/PopoverField',
  component: PopoverField,
  args: {
    label: 'Tickets',
    value: '2 × Adult, 1 × Child',
    onOpenChange: fn(),
    children: (
      <div style={{ display: 'grid', gap: 12, padding: 16, minWidth: 240 }}>
        <p style={{ margin: 0 }}>Ticket counters go here.</p>
        <Popover.Close asChild>
          <Button size="sm">Done</Button>
        </Popover.Close>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PopoverField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button that reads like a field, named by its label and its value together. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tickets 2 × Adult, 1 × Child' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Pressed, the panel opens under it, named by the field's label, with the focus inside; Escape
 * closes it and gives the focus back to the button.
 */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Tickets 2 × Adult, 1 × Child' });
    await userEvent.click(button);
    const panel = await within(document.body).findByRole('dialog', { name: 'Tickets' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A panel with its own name ('Choose a date') and an icon before the value. */
export const PanelLabel: Story = {
  args: {
    label: 'Date',
    value: (
      <>
        <CalendarIcon size={18} />
        <span>Sat, 16 May</span>
      </>
    ),
    panelLabel: 'Choose a date',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Date Sat, 16 May' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Choose a date' })).toBeVisible();
  },
};

/** Read-only: the value shown as text under its label, nothing to open. */
export const ReadOnly: Story = {
  args: {
    label: 'Date',
    readOnly: true,
    value: (
      <>
        <CalendarIcon size={18} />
        <span>Sat, 16 May</span>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('term')).toHaveTextContent('Date');
    await expect(canvas.getByRole('definition')).toHaveTextContent('Sat, 16 May');
  },
};

/** A long value is cut at the button's end in a narrow widget; the chevron stays. */
export const LongValue: Story = {
  args: { value: '2 × Erwachsene, 1 × Kind, 1 × Studierende mit Ausweis' },
  parameters: { containerWidth: 320 },
};
