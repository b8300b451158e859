import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionRootProps } from './Accordion';

/** The tour page's accordion items (spec 2 §2). */
const tourItems = [
  {
    value: 'included',
    title: "What's included",
    body: 'Professional guide, return coach from Dublin, entry to the visitor centre.',
  },
  { value: 'excluded', title: "What's excluded", body: 'Lunch and drinks, gratuities, hotel pick-up.' },
  {
    value: 'departure',
    title: 'Departure Point',
    body: 'Molesworth Street, Dublin 2, outside the Setanta Hotel. Please arrive 15 minutes early.',
  },
  {
    value: 'note',
    title: 'Please note',
    body: 'The tour runs in all weathers; bring a waterproof jacket and comfortable shoes.',
  },
  {
    value: 'cancellation',
    title: 'Cancellation',
    body: 'Free cancellation up to 24 hours before the tour starts; no refund after that.',
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  subcomponents: {
    'Accordion.Item': Accordion.Item,
    'Accordion.Trigger': Accordion.Trigger,
    'Accordion.Content': Accordion.Content,
  },
  args: { onValueChange: fn() },
  render: (args: AccordionRootProps) => (
    <Accordion.Root {...args}>
      {tourItems.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Trigger>{item.title}</Accordion.Trigger>
          <Accordion.Content>{item.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

/** One item open. */
export const OneOpen: Story = {
  args: { defaultValue: 'departure' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Departure Point' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'Departure Point' })).toHaveTextContent(
      /Molesworth Street/,
    );
  },
};

/** Opening an item closes the open one; clicking the open item closes it (spec 2 §2). */
export const OneAtATime: Story = {
  play: async ({ canvas, args }) => {
    const included = canvas.getByRole('button', { name: "What's included" });
    const excluded = canvas.getByRole('button', { name: "What's excluded" });
    await userEvent.click(included);
    await expect(included).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(excluded);
    await expect(excluded).toHaveAttribute('aria-expanded', 'true');
    await expect(included).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(excluded);
    await expect(excluded).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 'included');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(2, 'excluded');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(3, '');
  },
};

/** Keyboard: Tab in, arrows move between headers (wrapping), Home/End, Enter and Space toggle. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const button = (name: string) => canvas.getByRole('button', { name });
    await userEvent.tab();
    await expect(button("What's included")).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button("What's excluded")).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(button('Cancellation')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button("What's included")).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(button('Cancellation')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(button('Departure Point')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button('Departure Point')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button('Departure Point')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(canvas.getByRole('region', { name: 'Departure Point' })).getByText(/Molesworth/),
    ).toBeVisible();
  },
};

/** A disabled item cannot be opened and is skipped by the arrows. */
export const DisabledItem: Story = {
  render: (args: AccordionRootProps) => (
    <Accordion.Root {...args}>
      {tourItems.slice(0, 3).map((item) => (
        <Accordion.Item key={item.value} value={item.value} disabled={item.value === 'excluded'}>
          <Accordion.Trigger>{item.title}</Accordion.Trigger>
          <Accordion.Content>{item.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "What's excluded" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Departure Point' })).toHaveFocus();
  },
};

const longFaq = [
  {
    value: 'tickets',
    title:
      'Where are my tickets? I booked more than an hour ago and have not received an email with my tickets or my booking confirmation yet',
    body: 'Tickets are sent by email within 15 minutes of booking. Check your spam folder, then contact us with your order reference. Nachbestellungsbestätigungsschreiben und Eintrittskartenrückerstattungsbedingungen gelten.',
  },
  ...tourItems.slice(0, 2),
];

/** Long headers wrap beside the chevron; long words break instead of overflowing. */
export const LongContent: Story = {
  args: { defaultValue: 'tickets' },
  parameters: { containerWidth: 375 },
  render: (args: AccordionRootProps) => (
    <Accordion.Root {...args}>
      {longFaq.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Accordion.Trigger>{item.title}</Accordion.Trigger>
          <Accordion.Content>{item.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
};

export const Mobile375: Story = { args: { defaultValue: 'included' }, parameters: { containerWidth: 375 } };
export const Tablet768: Story = { args: { defaultValue: 'included' }, parameters: { containerWidth: 768 } };
export const Desktop1200: Story = {
  args: { defaultValue: 'included' },
  parameters: { containerWidth: 1200 },
};
