import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const onParamsUpdate = fn();

/** The storefront's footer: help links and the partner's contact page. */
const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  args: { partnerContactUrl: 'https://partner.example/contact' },
  parameters: { corasProvider: { onParamsUpdate } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of links in a wide widget; the contact link says it opens a new tab. */
export const Desktop1200: Story = {
  parameters: { containerWidth: 1200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = canvas.getByRole('link', { name: 'Contact us (opens in a new tab)' });
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: 'Privacy policy' }));
    await expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'help', content: 'privacy-policy' }),
    );
  },
};

/** Stacked on a phone; every link is reached with Tab. */
export const Mobile375: Story = {
  parameters: { containerWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ['Terms and conditions', 'Privacy policy', 'Cookies', 'Help Centre'];
    for (const name of names) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Contact us/ })).toHaveFocus();
  },
};
