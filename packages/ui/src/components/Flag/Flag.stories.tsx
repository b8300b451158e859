import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Pin } from '../Pin/Pin';
import { Flag } from './Flag';

// The storefront reads flags from `{assets-url}/flags/{code}.svg`; the stories' are local fixtures.
const flag = (code: string) => `/fixtures/flags/${code.toLowerCase()}.svg`;

const meta = {
  title: 'Components/Flag',
  component: Flag,
  args: { src: flag('IE'), size: 20, title: 'Ireland' },
  argTypes: { size: { control: { type: 'range', min: 12, max: 64, step: 4 } } },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(image: HTMLElement) {
  await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
}

/** A country's flag from the assets URL, named for screen readers by `title`. */
export const Country: Story = {
  args: { size: 32 },
  play: async ({ canvas }) => {
    const flag = canvas.getByRole('img', { name: 'Ireland' });
    await expect(flag).toHaveAttribute('src', '/fixtures/flags/ie.svg');
    await loaded(flag);
  },
};

/** The flag image is missing on the assets host: the flag icon takes its place. */
export const MissingImageFallsBackToIcon: Story = {
  args: { src: flag('ZZ'), title: 'Nowhere', size: 32 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg[data-fallback]')).not.toBeNull());
    await expect(canvas.getByRole('img', { name: 'Nowhere' }).tagName.toLowerCase()).toBe('svg');
  },
};

/** No image URL (the country code was absent or unusable): the icon, without a request. */
export const NoCode: Story = {
  args: { src: undefined, title: undefined, size: 32 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg[data-fallback]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const countries = [
  ['IE', 'Ireland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IT', 'Italy'],
  ['PL', 'Poland'],
] as const;

/** Sizes: a flag is as wide as an icon of the same size, so rows line up with pins. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[16, 20, 24, 32, 48].map((size) => (
        <Flag key={size} {...args} size={size} title={`Ireland, ${size} px`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const image of canvas.getAllByRole('img')) await loaded(image);
  },
};

/**
 * The location picker's list (spec 1 §2): countries show their flag, cities a pin. The names are
 * written beside the icons, so the icons are decorative.
 */
export const LocationList: Story = {
  parameters: { containerWidth: 375 },
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      {countries.map(([code, name]) => (
        <li key={code} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Flag src={flag(code)} />
          {name}
        </li>
      ))}
      <li style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Flag src={flag('XK')} />
        Kosovo (no flag asset)
      </li>
      {['Cork', 'Dublin', 'Paris'].map((city) => (
        <li key={city} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Pin />
          {city}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await waitFor(() => expect(canvasElement.querySelector('svg[data-fallback]')).not.toBeNull());
    const flags = canvasElement.querySelectorAll('img');
    await expect(flags).toHaveLength(countries.length);
    for (const image of flags) await loaded(image);
  },
};
