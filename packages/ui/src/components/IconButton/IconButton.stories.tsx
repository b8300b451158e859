import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ClearIcon,
  CloseIcon,
  MenuIcon,
  SearchIcon,
} from '../../icons/icons';
import { buttonSizes, buttonVariants } from '../Button/Button.css';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer's close button: screen readers hear 'Close', the icon itself is hidden from them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Search (${variant})`}>
          <SearchIcon />
        </IconButton>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <IconButton key={size} {...args} variant="outlined" size={size} label={`Menu (${size})`}>
          <MenuIcon size={size === 'sm' ? 16 : 20} />
        </IconButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = ['Menu (sm)', 'Menu (md)', 'Menu (lg)'].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(sizes.map((rect) => [rect.width, rect.height])).toEqual([
      [32, 32],
      [40, 40],
      [48, 48],
    ]);
  },
};

/** The carousel's arrows: round and outlined. */
export const Round: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} round variant="outlined" label="Previous">
        <ChevronLeftIcon />
      </IconButton>
      <IconButton {...args} round variant="outlined" label="Next">
        <ChevronRightIcon />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Clear', children: <ClearIcon />, variant: 'outlined' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Clear' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, variant: 'primary', label: 'Search', children: <SearchIcon /> },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
