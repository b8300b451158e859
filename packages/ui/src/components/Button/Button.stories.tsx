import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowIcon } from '../../icons/icons';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Check Availability', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Check Availability' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Text: Story = { args: { variant: 'text', children: 'Clear all' } };
export const Transparent: Story = { args: { variant: 'transparent', children: 'Continue shopping' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Go to basket <ArrowIcon size={18} />
      </>
    ),
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Check Availability' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DisabledVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

/** While loading, clicks are ignored, the size holds, and assistive technology hears it is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Check Availability' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The button's look on an element that does nothing when clicked; its other attributes carry over. */
export const NotClickable: Story = {
  args: { clickable: false, children: 'Sold out', id: 'sold-out', title: 'No tickets left' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    const label = canvas.getByText('Sold out');
    await expect(label).toHaveAttribute('data-clickable', 'false');
    await expect(label).toHaveAttribute('id', 'sold-out');
    await expect(label).toHaveAttribute('title', 'No tickets left');
  },
};

export const AsLink: Story = {
  args: { href: '#help', variant: 'outlined', children: 'Help Centre' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Help Centre' })).toHaveAttribute('href', '#help');
  },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, children: 'Pay now' },
  parameters: { containerWidth: 375 },
};

/**
 * The longest labels the widget puts on buttons (German, French, Swedish, Norwegian, Malay), side by
 * side as the filters' footer and the basket's actions place them, at 320 px: each label wraps
 * inside its button rather than spilling out of it (WCAG 1.4.10 reflow).
 */
export const LongLabels320: Story = {
  parameters: { containerWidth: 320 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button {...args} variant="outlined" style={{ flex: 1 }}>
          Alle zurücksetzen
        </Button>
        <Button {...args} style={{ flex: 1 }}>
          Appliquer les filtres
        </Button>
      </div>
      <Button {...args} size="lg" fullWidth>
        Kontrollera tillgänglighet
      </Button>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button {...args} variant="outlined" style={{ flex: 1 }}>
          Teruskan membeli-belah
        </Button>
        <Button {...args} style={{ flex: 1 }}>
          Gå til handlekurven
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.getBoundingClientRect();
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
    }
  },
};
