import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { container } from '../../theme/root.css';
import { Carousel, CarouselCategoryItem, CarouselLocationItem } from './Carousel';
import { carouselModes } from './Carousel.css';

/** A picture drawn inline (no network, no font): a landscape in one hue. */
function picture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 45% 62%)"/><circle cx="500" cy="90" r="48" fill="hsl(${hue} 70% 88%)"/><path d="M0 290 L180 150 L330 260 L430 190 L640 300 V360 H0Z" fill="hsl(${hue} 40% 30%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const locations = [
  { name: 'Dublin', activities: 124, hue: 200 },
  { name: 'Cork', activities: 58, hue: 20 },
  { name: 'Galway', activities: 41, hue: 140 },
  { name: 'Killarney', activities: 23, hue: 90 },
  { name: 'Belfast', activities: 77, hue: 260 },
  { name: 'Kilkenny', activities: 12, hue: 330 },
  { name: 'Limerick', activities: 19, hue: 45 },
  { name: 'Sligo', activities: 1, hue: 170 },
];

const categories = ['Tours', 'Museums', 'Theatre', 'Music', 'Sports', 'Day trips', 'Food & drink'];

const onSelect = fn();

const locationItems = locations.map((location) => (
  <CarouselLocationItem
    key={location.name}
    name={location.name}
    activities={location.activities}
    imageSrc={picture(location.hue)}
    onClick={() => onSelect(location.name)}
  />
));

const meta = {
  title: 'Components/Carousel',
  // The preview sizes the story frame, but the `coras` query container is CorasRoot's full-width
  // inner element: the frame's content is made a query container so the layout sees the story's width.
  decorators: [
    (Story) => (
      <div className={container}>
        <Story />
      </div>
    ),
  ],
  component: Carousel,
  subcomponents: { CarouselLocationItem, CarouselCategoryItem },
  args: { label: 'Popular destinations', onIndexChange: fn(), children: locationItems },
  argTypes: { mode: { control: 'inline-radio', options: carouselModes }, children: { control: false } },
  beforeEach: () => {
    onSelect.mockClear();
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('ul, [aria-roledescription="slide"]')?.closest('ul, [tabindex]') as HTMLElement;

/** Location items: a picture, the name and 'N activities'; at the start only 'Next' shows. */
export const Locations: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Popular destinations' })).toBeVisible();
    const previous = canvasElement.querySelector('button[aria-label="Previous"]');
    await expect(previous).toHaveAttribute('hidden');
    await expect(previous).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Sligo/ })).toHaveTextContent('Sligo1 activity');
    await userEvent.click(canvas.getByRole('button', { name: /^Dublin/ }));
    await expect(onSelect).toHaveBeenCalledWith('Dublin');
  },
};

/**
 * 'Next' scrolls a page of whole items and 'Previous' appears; at the end 'Next' hides and focus
 * moves to 'Previous'.
 */
export const ScrollToTheEnd: Story = {
  args: { showCounter: true },
  parameters: { containerWidth: 375 },
  play: async ({ canvas, canvasElement, args }) => {
    const track = trackOf(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText(/^\d+ \/ 8$/)).not.toHaveTextContent('1 / 8'));
    await expect(track.scrollLeft).toBeGreaterThan(0);
    // Quick presses of Enter on 'Next', each going a page further than the last, until it hides.
    // The press that reaches the end hands focus to 'Previous' before 'Next' hides.
    next.focus();
    for (let press = 0; press < 8 && document.activeElement === next; press += 1) {
      await userEvent.keyboard('{Enter}');
    }
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull());
    await waitFor(() =>
      expect(track.scrollLeft + track.clientWidth).toBeGreaterThanOrEqual(track.scrollWidth - 1),
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalled());
  },
};

/** Category items show a button naming the category. */
export const Categories: Story = {
  args: {
    label: 'Explore by category',
    children: categories.map((name, position) => (
      <CarouselCategoryItem
        key={name}
        name={name}
        imageSrc={picture(position * 50)}
        onClick={() => onSelect(name)}
      />
    )),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Museums' }));
    await expect(onSelect).toHaveBeenCalledWith('Museums');
  },
};

/** With the counter: 'n / total', n the first visible item. */
export const WithCounter: Story = {
  args: { showCounter: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 / 8')).toBeVisible();
  },
};

/** When everything fits, both buttons stay hidden. */
export const FewItems: Story = {
  args: { children: locationItems.slice(0, 3) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Previous' })).toBeNull();
  },
};

/** Keyboard: Tab reaches 'Next' and every item; an item scrolled out of view comes into view on focus. */
export const Keyboard: Story = {
  parameters: { containerWidth: 375 },
  play: async ({ canvas, canvasElement }) => {
    const track = trackOf(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Dublin/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const galway = canvas.getByRole('button', { name: /^Galway/ });
    await expect(galway).toHaveFocus();
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous' })).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('Galway');
  },
};

/** In another language (de-DE here): every word the carousel says comes from its props. */
export const Translated: Story = {
  args: {
    label: 'Beliebte Reiseziele',
    previousLabel: 'Zurück',
    nextLabel: 'Weiter',
    roleDescription: 'Karussell',
    children: locations.map((location) => (
      <CarouselLocationItem
        key={location.name}
        name={location.name}
        activities={location.activities}
        activitiesLabel={`${location.activities} ${location.activities === 1 ? 'Aktivität' : 'Aktivitäten'}`}
        imageSrc={picture(location.hue)}
      />
    )),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('124 Aktivitäten')).toBeVisible();
    await expect(canvas.getByText('1 Aktivität', { exact: true })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-roledescription', 'Karussell');
  },
};

const photos = [200, 20, 140, 260, 330].map((hue, position) => (
  <img
    key={hue}
    src={picture(hue)}
    alt={`The Cliffs of Moher, view ${position + 1}`}
    width={640}
    height={360}
    style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
  />
));

const singleArgs = {
  mode: 'single',
  label: 'Photos',
  showCounter: true,
  children: photos,
} as const;

/** Single-item mode (spec 2): one picture at a time, 'n / total', 'Previous' hidden on the first. */
export const SingleItem: Story = {
  args: singleArgs,
  parameters: { containerWidth: 768 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 / 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByRole('group', { name: '1 of 5' })).toBeVisible();
  },
};

/** 'Next' and 'Previous' step one item; ArrowRight/ArrowLeft on the focused row do the same. */
export const SingleItemNavigation: Story = {
  args: singleArgs,
  parameters: { containerWidth: 768 },
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('group', { name: 'Photos' });
    // The counter follows the press at once; the row then scrolls smoothly to the picture.
    const shows = async (position: number) => {
      await waitFor(() => expect(canvas.getByText(`${position} / 5`)).toBeVisible());
      await waitFor(() => expect(row.scrollLeft).toBe((position - 1) * row.clientWidth));
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await shows(2);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    row.focus();
    await userEvent.keyboard('{ArrowRight}');
    await shows(3);
    await userEvent.keyboard('{ArrowLeft}');
    await shows(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await shows(1);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** Single-item mode in another language: each picture named 'n von total', a 'Folie'. */
export const SingleItemTranslated: Story = {
  args: {
    ...singleArgs,
    label: 'Fotos',
    slideRoleDescription: 'Folie',
    slideLabel: (position: number, total: number) => `${position} von ${total}`,
  },
  parameters: { containerWidth: 768 },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('group', { name: '1 von 5' });
    await expect(first).toHaveAttribute('aria-roledescription', 'Folie');
  },
};

/** On the last picture 'Next' hides; focus on it moves to 'Previous'. */
export const SingleItemLast: Story = {
  args: { ...singleArgs, defaultIndex: 3 },
  parameters: { containerWidth: 768 },
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('5 / 5')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    const track = trackOf(canvasElement);
    await waitFor(() =>
      expect(track.scrollLeft + track.clientWidth).toBeGreaterThanOrEqual(track.scrollWidth - 1),
    );
  },
};

/** In a widget of 530 px or less the label steps down a size (a container query). */
export const Mobile375: Story = {
  args: { showCounter: true },
  parameters: { containerWidth: 375 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading')).fontSize).toBe('18px');
  },
};
export const Tablet768: Story = { args: { showCounter: true }, parameters: { containerWidth: 768 } };
export const Desktop1200: Story = { args: { showCounter: true }, parameters: { containerWidth: 1200 } };
export const SingleItemMobile375: Story = { args: singleArgs, parameters: { containerWidth: 375 } };
