import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchIcon } from '../../icons/icons';
import { TextField } from './TextField';
import { TextFieldStandIn } from './TextFieldStandIn';

const meta = {
  title: 'Components/TextField/Stand-in',
  component: TextFieldStandIn,
  args: { 'aria-label': 'Where to?', placeholder: 'Search a city or country', icon: <SearchIcon /> },
  argTypes: { shape: { control: 'inline-radio', options: ['default', 'rounded'] } },
  parameters: { containerWidth: 375 },
} satisfies Meta<typeof TextFieldStandIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as a lazy combobox first draws it: an input to type in at once, named by the page. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Where to?' });
    await userEvent.type(input, 'Dub');
    await expect(input).toHaveValue('Dub');
  },
};

/** Rounded, with a value: the filled state of the field it stands in for. */
export const RoundedFilled: Story = {
  args: { shape: 'rounded', defaultValue: 'Dublin' },
};

/**
 * Beside the real `TextField` of the same shape and icon: the same box, so the swap moves nothing
 * (the stand-in carries no label; the page names it).
 */
export const BesideTextField: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Where to?" placeholder={args.placeholder} icon={args.icon} />
      <TextFieldStandIn {...args} aria-label="Where to? (stand-in)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll('input')].map((input) => {
      const box = input.parentElement?.getBoundingClientRect();
      return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
    });
    await expect(boxes).toHaveLength(2);
    await expect(boxes[1]).toEqual(boxes[0]);
    await expect(canvasElement.querySelectorAll('[data-stand-in]')).toHaveLength(1);
  },
};
