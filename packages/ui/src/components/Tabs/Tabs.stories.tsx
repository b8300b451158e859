import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabsRootProps } from './Tabs';

/** The help page's tabs (spec 2 §2), 'faq-attractions' selected by default (spec 2 §9). */
const helpTabs = [
  {
    value: 'faq-attractions',
    label: 'Attractions',
    body: 'How do I get my tickets? Can I change the date of my visit?',
  },
  { value: 'faq-music', label: 'Music', body: 'What time do the doors open? Is there an age limit?' },
  { value: 'faq-theatres', label: 'Theatres', body: 'Can I choose my seats? Is there step-free access?' },
  { value: 'faq-sports', label: 'Sports', body: 'What happens if the match is postponed?' },
  {
    value: 'contact',
    label: 'Contact us',
    body: 'Send us your question and we will answer within two working days.',
  },
];

type TabsStoryArgs = TabsRootProps & {
  /** Story only: the value of a tab to disable. */
  disabledTab?: string;
};

/** The help page's tab row and panels, as every story shows them. */
function HelpTabs({ disabledTab, ...props }: TabsStoryArgs) {
  return (
    <Tabs.Root {...props}>
      <Tabs.List aria-label="I need help with...">
        {helpTabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} disabled={tab.value === disabledTab}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {helpTabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          <p>{tab.body}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  subcomponents: { 'Tabs.List': Tabs.List, 'Tabs.Trigger': Tabs.Trigger, 'Tabs.Content': Tabs.Content },
  args: { defaultValue: 'faq-attractions', onValueChange: fn() },
  argTypes: { activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args: TabsStoryArgs) => <HelpTabs {...args} />,
} satisfies Meta<TabsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default tab selected, its panel shown and labelled by it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'I need help with...' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Attractions' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Attractions' })).toHaveTextContent(
      /How do I get my tickets/,
    );
  },
};

/** A click selects a tab. */
export const ClickSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Contact us' }));
    await expect(canvas.getByRole('tab', { name: 'Contact us' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Contact us' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('contact');
  },
};

/** Arrows move and select (wrapping at the ends), Home/End jump, Tab goes on to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Attractions')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Music')).toHaveFocus();
    await expect(tab('Music')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tab('Contact us')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Attractions')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab('Contact us')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Contact us' })).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Music')).toHaveFocus();
    await expect(tab('Attractions')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tab('Music')).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab cannot be selected and is skipped by the arrows. */
export const DisabledTab: Story = {
  args: { disabledTab: 'faq-music' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Music' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Theatres' })).toHaveFocus();
  },
};

/** At 375 px the row scrolls sideways; a tab reached by keyboard scrolls into view. */
export const Mobile375: Story = {
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Contact us' }).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

/** Whether `tab` lies inside the visible box of its scrolling `list` (a pixel of rounding allowed). */
function insideList(tab: HTMLElement, list: HTMLElement): boolean {
  const tabBox = tab.getBoundingClientRect();
  const listBox = list.getBoundingClientRect();
  return tabBox.left >= listBox.left - 1 && tabBox.right <= listBox.right + 1;
}

/**
 * A help page opened on its last tab ('help?content=contact') below a tall host page, and a link of
 * the host that changes the selection: only the list scrolls, never the page.
 */
function LateTabs() {
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState('contact');
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Open the help centre
      </button>
      <button type="button" onClick={() => setValue('faq-attractions')}>
        Attractions FAQ
      </button>
      <div style={{ height: '150vh' }} />
      {shown ? <HelpTabs value={value} onValueChange={setValue} /> : null}
    </>
  );
}

/**
 * At 375 px, opened on the last tab: the row scrolls to show it; a new selection from outside
 * scrolls it back. The host page's own scroll position stays where it was.
 */
export const Mobile375SelectedInView: Story = {
  // The frame is mostly the host page's blank height; HelpPage's Contact Empty 375 shows the row.
  parameters: { containerWidth: 375, visual: false },
  render: () => <LateTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the help centre' }));
    const list = await canvas.findByRole('tablist', { name: 'I need help with...' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const contact = canvas.getByRole('tab', { name: 'Contact us' });
    await expect(contact).toHaveAttribute('aria-selected', 'true');
    await expect(insideList(contact, list)).toBe(true);
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await expect(view.scrollY).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Attractions FAQ' }));
    const attractions = canvas.getByRole('tab', { name: 'Attractions' });
    await expect(attractions).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(insideList(attractions, list)).toBe(true));
    await expect(insideList(contact, list)).toBe(false);
    await expect(view.scrollY).toBe(0);
  },
};

export const Tablet768: Story = { parameters: { containerWidth: 768 } };
export const Desktop1200: Story = { parameters: { containerWidth: 1200 } };
