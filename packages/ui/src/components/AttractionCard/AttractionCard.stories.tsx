import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { container } from '../../theme/root.css';
import { imagesSettled } from '../Image/imagesSettled.test-utils';
import { PointsBadge } from '../PointsBadge/PointsBadge';
import { AttractionCard, type AttractionCardProps } from './AttractionCard';

const fallbackImageSrc = '/fixtures/images/default.svg';
const missing = '/fixtures/images/missing.png';

const cliffs: AttractionCardProps = {
  name: 'Cliffs of Moher and the Burren day tour',
  description:
    'A full day on the Atlantic coast: the cliffs at their best light, the limestone Burren, and lunch in Doolin.',
  imageSrc: '/fixtures/images/cliffs.svg',
  fallbackImageSrc,
  rating: 4.6,
  price: '£49.00',
  category: 'Activity',
  dateTime: '2026-05-16',
  dateText: '16 May 2026',
  label: 'Bestseller',
  imageLoading: 'eager',
};

const points = (
  <PointsBadge
    value={490}
    formatted="490"
    unit="Avios"
    logoUrl="/fixtures/points/logo.svg"
    iconUrl="/fixtures/points/icon.svg"
    size="sm"
  />
);

const meta = {
  title: 'Components/AttractionCard',
  component: AttractionCard,
  args: { ...cliffs, onClick: fn() },
  parameters: { containerWidth: 375 },
  // The preview sizes the story frame, but the `coras` query container is CorasRoot's full-width
  // inner element: the frame is made a query container here so the layout sees the story's width.
  decorators: [
    (Story) => (
      <div className={container}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttractionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every field: label flag, category, name, date in the attraction's time zone, rating, description,
 * 'From' price and points. The whole card is one button named by the attraction.
 */
export const Default: Story = {
  args: { points },
  play: async ({ canvas, canvasElement, args }) => {
    const target = canvas.getByRole('button', { name: 'Cliffs of Moher and the Burren day tour' });
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(target);
    await expect(canvas.getByText('16 May 2026')).toBeVisible();
    await expect(canvas.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    await expect(canvas.getByText('From')).toBeVisible();
    await expect(canvas.getByText('£49.00')).toBeVisible();
    await imagesSettled(canvasElement);
    // A click anywhere on the card (here, on its image) lands on its one target.
    const image = (canvasElement.querySelector('[data-status]') as HTMLElement).getBoundingClientRect();
    const hit = document.elementFromPoint(image.left + image.width / 2, image.top + image.height / 2);
    await expect(hit).toBe(target);
    await userEvent.click(target);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    target.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** With `href` the card is a link; its accessible name is the attraction's name alone. */
export const AsLink: Story = {
  args: { href: '/en-GB/GBP/8d2f0c1e-cliffs' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Cliffs of Moher and the Burren day tour' });
    await expect(link).toHaveAttribute('href', '/en-GB/GBP/8d2f0c1e-cliffs');
    await expect(canvas.queryByRole('button')).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** Keyboard focus rings the whole card. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await imagesSettled(canvasElement);
    await userEvent.tab();
    await expect(canvasElement.querySelector('button')).toHaveFocus();
  },
};

/** The fewest fields: a name and an image. No empty rows are left behind. */
export const Minimal: Story = {
  args: {
    name: 'Dublin Zoo',
    description: undefined,
    rating: undefined,
    price: undefined,
    category: undefined,
    dateTime: undefined,
    dateText: undefined,
    label: undefined,
    imageSrc: '/fixtures/images/castle.svg',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
    await imagesSettled(canvasElement);
  },
};

/** A rating of 0 (the API's value when absent) shows no stars. */
export const NoRating: Story = {
  args: { rating: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/Rated/)).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** Before the image's data exists: 'Loading image...' in the image's reserved box. */
export const ImageLoading: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading image...')).toBeVisible();
  },
};

/** The image fails: the widget's default image. */
export const ImageFallback: Story = {
  args: { imageSrc: missing },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'fallback'),
    );
    await imagesSettled(canvasElement);
  },
};

/** The image and the default image fail: 'Image could not be loaded'. */
export const ImageFailed: Story = {
  args: { imageSrc: missing, fallbackImageSrc: '/fixtures/images/also-missing.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Image could not be loaded')).toBeVisible());
  },
};

/**
 * The date as the widget formats it in the attraction's time zone (booking-core's
 * `formatVenueDate`): the same instant is 15 May in Tokyo and 14 May in Los Angeles.
 */
export const DateInTimeZone: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AttractionCard
        {...args}
        name="Tokyo Skytree"
        dateTime="2026-05-14T23:30:00Z"
        dateText="15 May 2026, 08:30"
      />
      <AttractionCard
        {...args}
        name="Hollywood Bowl"
        dateTime="2026-05-14T23:30:00Z"
        dateText="14 May 2026, 16:30"
      />
    </div>
  ),
  args: { description: undefined, label: undefined, imageSrc: '/fixtures/images/concert.svg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('15 May 2026, 08:30')).toBeVisible();
    await expect(canvas.getByText('14 May 2026, 16:30')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/**
 * Long German words in a narrow card: the name and description wrap inside the card (three lines at
 * most, then cut), and the date is German.
 */
export const LongGermanText: Story = {
  args: {
    lang: 'de',
    name: 'Donaudampfschifffahrtsgesellschaftskapitänsrundfahrt mit Schlossbesichtigung',
    description:
      'Sehenswürdigkeitenbesichtigungsprogramm mit Mittagessen, Weinverkostungsmöglichkeiten und Rückfahrtsgarantie.',
    category: 'Aktivität',
    label: 'Meistverkauft',
    price: '49,00 €',
    dateText: '16. Mai 2026',
    locale: 'de-DE',
    labels: { priceFrom: 'Ab', rating: (rating, max) => `Bewertet mit ${rating} von ${max}` },
    points,
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <AttractionCard {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('16. Mai 2026')).toBeVisible();
    await expect(canvas.getByText('Bewertet mit 4,5 von 5')).toBeInTheDocument();
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 2);
    await imagesSettled(canvasElement);
  },
};

const items: AttractionCardProps[] = [
  { ...cliffs, points },
  {
    name: 'Riverdance at the Gaiety Theatre',
    description: 'The original Irish dance show, 30 years on.',
    imageSrc: '/fixtures/images/theatre.svg',
    rating: 4.9,
    price: '£62.50',
    category: 'Theatre',
    dateTime: '2026-06-02T19:30:00+01:00',
    dateText: '2 Jun 2026',
    label: 'New',
    points,
  },
  {
    name: 'Croke Park stadium tour and GAA museum',
    imageSrc: missing,
    fallbackImageSrc,
    rating: 4.2,
    price: '£18.00',
    category: 'Sport',
    dateTime: '2026-05-21',
    dateText: '21 May 2026',
  },
  {
    name: 'Live music night in Temple Bar',
    description: 'Trad sessions in three pubs with a local musician as your guide.',
    imageSrc: '/fixtures/images/concert.svg',
    price: '£25.00',
    category: 'Music',
    dateTime: '2026-05-15',
    dateText: '15 May 2026',
  },
];

/**
 * The grid itself is the widgets' (4, 2 and 1 columns at 1000 and 500 px, spec 1 §2); the stories
 * only show that cards behave in each. The narrow grids show one screenful of cards (a screenshot
 * holds only what the 1200 × 900 test viewport shows).
 */
function Grid({ columns, shown = items }: { columns: number; shown?: AttractionCardProps[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
      {shown.map((item) => (
        <AttractionCard
          key={item.name}
          {...item}
          imageLoading="eager"
          fallbackImageSrc={fallbackImageSrc}
          onClick={fn()}
        />
      ))}
    </div>
  );
}

/** Cards fit their cells (nothing overflows) and the story fits the test viewport. */
async function gridPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  const frame = canvasElement.querySelector('[data-story-frame]') ?? canvasElement;
  await expect(frame.getBoundingClientRect().bottom).toBeLessThanOrEqual(900);
  for (const card of canvasElement.querySelectorAll<HTMLElement>('article')) {
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 2);
  }
  await imagesSettled(canvasElement);
}

/** Four columns at a 1200 px container: equal heights in the row, prices aligned at the bottom. */
export const GridDesktop1200: Story = {
  parameters: { containerWidth: 1200 },
  render: () => <Grid columns={4} />,
  play: gridPlay,
};

/** Two columns at a 768 px container. */
export const GridTablet768: Story = {
  parameters: { containerWidth: 768 },
  render: () => <Grid columns={2} shown={items.slice(0, 2)} />,
  play: gridPlay,
};

/** One column at a 375 px container. */
export const GridMobile375: Story = {
  parameters: { containerWidth: 375 },
  render: () => <Grid columns={1} shown={items.slice(1, 3)} />,
  play: gridPlay,
};
