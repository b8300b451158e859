import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { container } from '../../theme/root.css';
import { Breadcrumbs } from './Breadcrumbs';

const onCountry = fn();

const meta = {
  title: 'Components/Breadcrumbs',
  // The preview sizes the story frame, but the `coras` query container is CorasRoot's full-width
  // inner element: the frame's content is made a query container so the layout sees the story's width.
  decorators: [
    (Story) => (
      <div className={container}>
        <Story />
      </div>
    ),
  ],
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Ireland', onClick: onCountry }, { label: 'Dublin' }],
  },
  beforeEach: () => {
    onCountry.mockClear();
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Country then city (spec 1 §2): the country is clickable, the city is the current page. */
export const CountryAndCity: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Dublin')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Ireland' }));
    await expect(onCountry).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches the clickable items only; Enter activates. */
export const Keyboard: Story = {
  args: {
    items: [{ label: 'Home', href: '#home' }, { label: 'Ireland', onClick: onCountry }, { label: 'Dublin' }],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ireland' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCountry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByText('Dublin')).not.toHaveFocus();
  },
};

/** Items with an address are links; without an `href` or `onClick` an item is plain text. */
export const LinksAndText: Story = {
  args: {
    items: [{ label: 'Home', href: '#home' }, { label: 'Attractions' }, { label: 'Guinness Storehouse' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#home');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Only the current page. */
export const SingleItem: Story = {
  args: { items: [{ label: 'Ireland' }] },
};

const longTrail = [
  { label: 'Ireland', onClick: onCountry },
  { label: 'County Clare', href: '#clare' },
  { label: 'Cliffs of Moher Experience with Visitor Centre, Atlantic Edge Exhibition and O’Brien’s Tower' },
];

/** A long current page is truncated with an ellipsis; its full name stays in the title and for screen readers. */
export const LongLastTruncated: Story = {
  args: { items: longTrail },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    const last = canvas.getByText(/Cliffs of Moher Experience/);
    await expect(last.scrollWidth).toBeGreaterThan(last.clientWidth);
    await expect(getComputedStyle(last).textOverflow).toBe('ellipsis');
    await expect(last).toHaveAttribute('title', longTrail[2]?.label);
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** In a widget of 530 px or less the trail's text steps down a size (a container query). */
export const Mobile375: Story = {
  args: { items: longTrail },
  parameters: { containerWidth: 375 },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('ol') as Element).fontSize).toBe('12px');
  },
};
export const Tablet768: Story = {
  args: { items: longTrail },
  parameters: { containerWidth: 768 },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('ol') as Element).fontSize).toBe('14px');
  },
};
export const Desktop1200: Story = { args: { items: longTrail }, parameters: { containerWidth: 1200 } };
