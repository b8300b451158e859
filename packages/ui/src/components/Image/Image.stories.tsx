import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Image } from './Image';
import { imageFits, imageLayouts } from './Image.css';

const harbour = '/fixtures/images/harbour.svg';
const fallback = '/fixtures/images/default.svg';
// Served as a 404 by the story server: a broken image, without reaching the network.
const missing = '/fixtures/images/missing.png';

const meta = {
  title: 'Components/Image',
  component: Image,
  args: {
    src: harbour,
    alt: 'Boats in Cork harbour at sunset',
    width: 660,
    height: 440,
    loading: 'eager',
    onStatusChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: imageLayouts },
    fit: { control: 'inline-radio', options: imageFits },
  },
  parameters: { containerWidth: 375 },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame's `<span data-status>` root of the image under test. */
function rootOf(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-status]');
  if (!root) throw new Error('No image root rendered');
  return root;
}

/** The primary image, loaded: the box was reserved at 3:2 before it arrived. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const root = rootOf(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute('data-loaded'));
    await expect(root).toHaveAttribute('data-status', 'primary');
    const image = canvas.getByRole('img', { name: 'Boats in Cork harbour at sunset' });
    await expect(image).toHaveAttribute('src', harbour);
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('primary');
    const { width, height } = root.getBoundingClientRect();
    await expect(Math.round((width / height) * 100) / 100).toBe(1.5);
  },
};

/**
 * Before the image's URL exists: 'Loading image...' in the box the image will take, so nothing
 * moves when it arrives (no layout shift).
 */
export const LoadingBeforeData: Story = {
  args: { src: undefined },
  play: async ({ canvas, canvasElement }) => {
    const root = rootOf(canvasElement);
    await expect(canvas.getByText('Loading image...')).toBeVisible();
    await expect(root).toHaveAttribute('data-status', 'loading');
    await expect(canvas.queryByRole('img')).toBeNull();
    const { width, height } = root.getBoundingClientRect();
    await expect(height).toBeCloseTo((width * 440) / 660, 0);
  },
};

/** The primary image fails to load: the fallback (the location's default image) takes its place. */
export const Fallback: Story = {
  args: { src: missing, fallbackSrc: fallback, alt: 'Cork' },
  play: async ({ canvas, canvasElement, args }) => {
    const root = rootOf(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'fallback'));
    await waitFor(() => expect(root).toHaveAttribute('data-loaded'));
    await expect(canvas.getByRole('img', { name: 'Cork' })).toHaveAttribute('src', fallback);
    await expect(args.onStatusChange).toHaveBeenCalledWith('fallback');
  },
};

/** The primary and the fallback both fail: 'Image could not be loaded', in the reserved box. */
export const CouldNotBeLoaded: Story = {
  args: { src: missing, fallbackSrc: '/fixtures/images/also-missing.png' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Image could not be loaded')).toBeVisible());
    await expect(rootOf(canvasElement)).toHaveAttribute('data-status', 'failed');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Without a fallback a failure shows the text at once. */
export const FailedWithoutFallback: Story = {
  args: { src: missing },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Image could not be loaded')).toBeVisible());
  },
};

/**
 * A blurred 24 px wide image sits under the real one while it downloads and is removed once it has
 * loaded. (Local fixtures load at once, so the screenshot shows the loaded image; the play function
 * checks the placeholder's source and its removal.)
 */
export const LowQualityPlaceholder: Story = {
  args: { src: { src: harbour, placeholderSrc: '/fixtures/images/harbour-lqip.png' }, loading: 'lazy' },
  play: async ({ canvasElement }) => {
    const root = rootOf(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute('data-loaded'));
    await expect(root.querySelector('[data-placeholder]')).toBeNull();
  },
};

/** The card's widths on imgix (from booking-core's card builder), as a widget resolves them. */
const harbourCard = (width: number) => `${harbour}?w=${width}&q=85&fit=min&auto=format`;

/**
 * A resolved file's `srcset`: booking-core's card transform gives 220, 330 and 440 px at 1× and 2×.
 * Its imgix query parameters are ignored by the local story server.
 */
export const CdnSrcSet: Story = {
  args: {
    src: {
      src: harbourCard(220),
      srcSet: [220, 330, 440, 660, 880].map((width) => `${harbourCard(width)} ${width}w`).join(', '),
      placeholderSrc: `${harbour}?auto=compress%2Cformat&w=24&fit=min`,
    },
    sizes: '(max-width: 500px) 100vw, 330px',
  },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img');
    await expect(image.getAttribute('src')).toBe(`${harbour}?w=220&q=85&fit=min&auto=format`);
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((entry) => entry.split(' ')[1]);
    await expect(widths).toEqual(['220w', '330w', '440w', '660w', '880w']);
    await expect(image).toHaveAttribute('sizes', '(max-width: 500px) 100vw, 330px');
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-loaded'));
  },
};

/**
 * `false`, an image its caller knows cannot be shown (a URL the CDN builder rejects, not an image:
 * spec 1 §8), counts as a failed load: the fallback shows.
 */
export const RejectedUrl: Story = {
  args: { src: false, fallbackSrc: fallback, alt: 'Tour' },
  play: async ({ canvasElement }) => {
    const root = rootOf(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute('data-status', 'fallback'));
  },
};

/** Decorative (`alt=""`): hidden from assistive technology; the card's text says it all. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-loaded'));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Fixed thumbnails: the basket's 70×70 and the confirmation's 100×100 (spec 2 §2). */
export const FixedThumbnails: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Image {...args} layout="fixed" width={70} height={70} alt="Basket item" />
      <Image {...args} layout="fixed" width={100} height={100} alt="Confirmed booking" />
      <Image {...args} src={missing} layout="fixed" width={100} height={100} alt="Broken" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Basket item' }).parentElement?.offsetWidth).toBe(70);
    await expect(canvas.getByRole('img', { name: 'Confirmed booking' }).parentElement?.offsetWidth).toBe(100);
    await waitFor(() => expect(canvas.getByText('Image could not be loaded')).toBeVisible());
  },
};

/** `fit="contain"` letterboxes the whole image instead of cropping it (a seat map). */
export const Contain: Story = {
  args: { fit: 'contain', aspectRatio: '1 / 1', alt: 'Seat map' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-loaded'));
  },
};

/** Long German texts wrap inside a small box instead of overflowing it. */
export const LongGermanText: Story = {
  args: {
    src: missing,
    layout: 'fixed',
    width: 120,
    height: 120,
    labels: {
      loading: 'Bild wird geladen...',
      failed: 'Bild konnte nicht geladen werden (Bildübertragungsfehler)',
    },
  },
  play: async ({ canvas }) => {
    const text = await canvas.findByText('Bild konnte nicht geladen werden (Bildübertragungsfehler)');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

const bannerArgs = { aspectRatio: '10 / 1', alt: 'Cork', src: fallback } as const;

/** The location banner (10:1) at the three container widths: the box scales, never shifts. */
export const BannerMobile375: Story = { args: bannerArgs, parameters: { containerWidth: 375 } };
export const BannerTablet768: Story = { args: bannerArgs, parameters: { containerWidth: 768 } };
export const BannerDesktop1200: Story = {
  args: bannerArgs,
  parameters: { containerWidth: 1200 },
  play: async ({ canvasElement }) => {
    const root = rootOf(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute('data-loaded'));
    const { width, height } = root.getBoundingClientRect();
    await expect(Math.round(width / height)).toBe(10);
  },
};
