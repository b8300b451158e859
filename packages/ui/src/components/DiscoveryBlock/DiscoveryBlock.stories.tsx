import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { container } from '../../theme/root.css';
import { Button } from '../Button/Button';
import { imagesSettled } from '../Image/imagesSettled.test-utils';
import { DiscoveryBlock, type DiscoveryImage } from './DiscoveryBlock';
import { discoveryImagePositions } from './DiscoveryBlock.css';

const images: readonly [DiscoveryImage, DiscoveryImage, DiscoveryImage] = [
  { src: '/fixtures/images/harbour.svg', alt: 'Boats in Cork harbour at sunset' },
  { src: '/fixtures/images/castle.svg', alt: 'Blarney Castle' },
  { src: '/fixtures/images/cliffs.svg', alt: 'Cliffs on the coast of West Cork' },
];

const onExplore = fn();

const meta = {
  title: 'Components/DiscoveryBlock',
  component: DiscoveryBlock,
  args: {
    images,
    heading: 'Discover Cork',
    description:
      "From the English Market to the harbour at Cobh, Ireland's second city is a short hop from the wild Atlantic coast.",
    action: (
      <Button variant="outlined" onClick={onExplore}>
        Explore Cork
      </Button>
    ),
    imagePosition: 'left',
    imageLoading: 'eager',
  },
  argTypes: {
    imagePosition: { control: 'inline-radio', options: discoveryImagePositions },
    action: { control: false },
    images: { control: false },
  },
  parameters: { containerWidth: 1200 },
  // The preview sizes the story frame, but the `coras` query container is CorasRoot's full-width
  // inner element: the frame is made a query container here so the layout sees the story's width.
  decorators: [
    (Story) => (
      <div className={container}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscoveryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

function box(element: Element | null | undefined): DOMRect {
  if (!element) throw new Error('Missing element');
  return element.getBoundingClientRect();
}

/** Images on the left at a 1200 px container; the section is a landmark named by its heading. */
export const ImagesLeftDesktop1200: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Discover Cork' });
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    const [mosaic, text] = section.children;
    await expect(box(mosaic).right).toBeLessThan(box(text).left);
    onExplore.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Explore Cork' }));
    await expect(onExplore).toHaveBeenCalledTimes(1);
    await imagesSettled(canvasElement);
  },
};

/** Images on the right. */
export const ImagesRightDesktop1200: Story = {
  args: { imagePosition: 'right' },
  play: async ({ canvas, canvasElement }) => {
    const [mosaic, text] = canvas.getByRole('region').children;
    await expect(box(mosaic).left).toBeGreaterThan(box(text).right);
    await imagesSettled(canvasElement);
  },
};

/** At a 768 px container the block stacks, images first, whichever side they were set to. */
export const StackedTablet768: Story = {
  args: { imagePosition: 'right' },
  parameters: { containerWidth: 768 },
  play: async ({ canvas, canvasElement }) => {
    const [mosaic, text] = canvas.getByRole('region').children;
    await expect(box(mosaic).bottom).toBeLessThan(box(text).top);
    await imagesSettled(canvasElement);
  },
};

/** At a 375 px container. */
export const Mobile375: Story = {
  parameters: { containerWidth: 375 },
  play: async ({ canvasElement }) => imagesSettled(canvasElement),
};

/**
 * Before the images' data exists each tile reads 'Loading image...'; the mosaic's size is already
 * reserved, so nothing moves when they arrive.
 */
export const ImagesLoading: Story = {
  args: {
    images: [
      { src: undefined, alt: '' },
      { src: undefined, alt: '' },
      { src: undefined, alt: '' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Loading image...')).toHaveLength(3);
    const mosaic = canvas.getByRole('region').children[0];
    await expect(Math.round((box(mosaic).width / box(mosaic).height) * 10) / 10).toBe(1.5);
    await imagesSettled(canvasElement);
  },
};

/** A broken image shows its fallback; a broken one without a fallback, the failure text. */
export const BrokenImages: Story = {
  args: {
    images: [
      { src: '/fixtures/images/missing.png', alt: 'Cork', fallbackSrc: '/fixtures/images/default.svg' },
      images[1],
      { src: '/fixtures/images/missing.png', alt: 'Cobh' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Image could not be loaded')).toBeVisible());
    await imagesSettled(canvasElement);
  },
};

/** Long German words wrap inside a narrow container instead of overflowing it. */
export const LongGermanTextMobile375: Story = {
  parameters: { containerWidth: 375 },
  args: {
    lang: 'de',
    heading: 'Sehenswürdigkeitenentdeckungsreise durch Baden-Württemberg',
    description:
      'Schwarzwaldhochstraßenrundfahrt, Bodenseeschifffahrtserlebnis und Weihnachtsmarktbesuchsmöglichkeiten für die ganze Familie.',
    action: <Button variant="outlined">Entdeckungsreise ansehen</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await imagesSettled(canvasElement);
  },
};

/** Without a button: the heading and the description alone. */
export const WithoutButton: Story = {
  args: { action: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await imagesSettled(canvasElement);
  },
};
