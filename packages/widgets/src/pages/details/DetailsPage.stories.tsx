import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { imageFailures } from '../../../test/landingStory.test-utils';
import { DetailsArea } from './DetailsArea';
import { DetailsPage } from './DetailsPage';
import {
  detailsStoryFetch,
  STORY_FIXTURES as FIXTURE_IDS,
  visibleImagesSettled,
} from './detailsStory.test-utils';
import { OtherAttractions } from './OtherAttractions';
import { useAttraction } from './useAttraction';

/**
 * The page's first screen: a details page is longer than the 900 px the screenshots cover, so the
 * page stories show what a visitor sees before scrolling, and the section stories below show the
 * rest (the details area of each layout, other attractions).
 */
const firstScreen = (Story: ComponentType) => (
  <div style={{ maxHeight: 880, overflow: 'hidden' }}>
    <Story />
  </div>
);

/**
 * The attraction details page against the sandbox API: a tour (Dublin walking tour) and a theatre
 * (Cork Opera House) at 1200, 1000, 768 and 375 px, the image viewer, loading, failure and not found.
 */
const meta = {
  title: 'Widgets/DetailsPage',
  component: DetailsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [firstScreen],
} satisfies Meta<typeof DetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// A fixed date: without one the page asks for today on the browser's clock, and the booking
// panel's date (so the screenshot) would change every day.
const tour = { page: 'details', id: FIXTURE_IDS.dublinWalkingTour, date: '2026-12-05' } as const;
const theatre = { page: 'details', id: FIXTURE_IDS.corkTheatre, date: '2026-12-05' } as const;
const quiet = { error: () => undefined, warn: () => undefined };

/**
 * Waits for the title, the rest of the page (drawn in the render after it), then for the photos on
 * screen, so the screenshot is the settled page.
 */
async function loaded(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
  await waitFor(() => expect(canvasElement.querySelector('[data-layout]')).not.toBeNull());
  await visibleImagesSettled(canvasElement);
  return canvas;
}

/** A column's left edge and width: the details and the panel side by side, or stacked. */
const box = (element: Element) => element.getBoundingClientRect();

/** Wide: three photos, the '+2' chip, tour details beside the booking column. */
export const Tour1200: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: { initialParams: tour, fetch: detailsStoryFetch({ landing: { sections: 1, cards: 4 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dublin Old Town Walking Tour');
    const gallery = canvas.getByRole('region', { name: 'Photos' });
    await expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    // The name begins with what the chip shows (WCAG 2.5.3 label in name).
    await expect(within(gallery).getByRole('button', { name: '+2 Show all 5 photos' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Highlights' })).toBeVisible();
    await expect(canvas.getByText('Duration: 2 hours 15 minutes')).toBeVisible();
  },
};

/** Two columns still at 1000 px: the details on the left, the booking panel beside them. */
export const Tour1000: Story = {
  parameters: {
    containerWidth: 1000,
    corasProvider: { initialParams: tour, fetch: detailsStoryFetch({ landing: { sections: 1, cards: 2 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dublin Old Town Walking Tour');
    const details = box(canvas.getByRole('heading', { level: 2, name: 'Highlights' }));
    const booking = box(canvas.getByRole('region', { name: 'Book tickets' }));
    await expect(booking.left).toBeGreaterThan(details.right);
  },
};

/** Tablet: below 800 px the page is one column, one photo 16:9 and the '+4' chip. */
export const Tour768: Story = {
  parameters: {
    containerWidth: 768,
    corasProvider: { initialParams: tour, fetch: detailsStoryFetch({ landing: { sections: 1, cards: 2 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dublin Old Town Walking Tour');
    const gallery = canvas.getByRole('region', { name: 'Photos' });
    await expect(within(gallery).getByRole('button', { name: '+4 Show all 5 photos' })).toBeVisible();
    const [main] = within(gallery).getAllByRole('img');
    await expect(box(main as HTMLElement).width).toBeGreaterThan(700);
    // One column: the booking panel first, full width, the details below it.
    const booking = box(canvas.getByRole('region', { name: 'Book tickets' }));
    const details = box(canvas.getByRole('heading', { level: 2, name: 'Highlights' }));
    await expect(booking.width).toBeGreaterThan(700);
    await expect(details.top).toBeGreaterThan(booking.bottom);
  },
};

/** Phone: one column, the photo full width. */
export const Tour375: Story = {
  parameters: {
    containerWidth: 375,
    corasProvider: { initialParams: tour, fetch: detailsStoryFetch({ landing: { sections: 1, cards: 1 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dublin Old Town Walking Tour');
    const gallery = canvas.getByRole('region', { name: 'Photos' });
    await expect(within(gallery).getByRole('button', { name: '+4 Show all 5 photos' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Highlights' })).toBeVisible();
  },
};

/** Theatre: Location, About and the seat map with 'For illustrative purposes only'. */
export const Theatre1200: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      initialParams: theatre,
      fetch: detailsStoryFetch({ landing: { sections: 1, cards: 4 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'The Playboy of the Western World');
    await expect(canvas.getByText('Cork Opera House, 132 O’Connell Street, Cork')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Seat map of Cork Opera House' })).toBeInTheDocument();
    await expect(canvas.getByText('For illustrative purposes only')).toBeInTheDocument();
  },
};

/** Theatre at 1000 px: Location and the seat map on the left, the booking panel on the right. */
export const Theatre1000: Story = {
  parameters: {
    containerWidth: 1000,
    corasProvider: {
      initialParams: theatre,
      fetch: detailsStoryFetch({ landing: { sections: 1, cards: 2 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'The Playboy of the Western World');
    const location = box(canvas.getByRole('heading', { level: 2, name: 'Location' }));
    const booking = box(canvas.getByRole('region', { name: 'Book tickets' }));
    await expect(booking.left).toBeGreaterThan(location.right);
  },
};

export const Theatre768: Story = {
  parameters: {
    containerWidth: 768,
    corasProvider: {
      initialParams: theatre,
      fetch: detailsStoryFetch({ landing: { sections: 1, cards: 2 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'The Playboy of the Western World');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
  },
};

export const Theatre375: Story = {
  parameters: {
    containerWidth: 375,
    corasProvider: {
      initialParams: theatre,
      fetch: detailsStoryFetch({ landing: { sections: 1, cards: 1 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'The Playboy of the Western World');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible();
  },
};

/** Checks availability on a theatre page and waits for its sections. */
async function sectionsOf(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement, 'The Playboy of the Western World');
  await userEvent.click(canvas.getByRole('button', { name: 'Check Availability' }));
  const options = await canvas.findByRole('region', { name: 'Available options' }, { timeout: 10_000 });
  return { canvas, sections: within(options).getByRole('list') };
}

/**
 * The theatre's seating chart (spec 2 §1, §3), drawn by the sandbox's stand-in of the provider's
 * script below the list of sections, which stays the accessible alternative: a seat of the Dress
 * Circle opens that section's reservation preview, as its 'Select' would; deselecting is announced.
 */
export const TheatreSeatingChart: Story = {
  parameters: {
    containerWidth: 1200,
    visual: false,
    corasProvider: {
      initialParams: theatre,
      fetch: detailsStoryFetch({ landing: { sections: 1, cards: 4 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, sections } = await sectionsOf(canvasElement);
    await expect(within(sections).getAllByRole('listitem')).toHaveLength(4);
    const chart = await canvas.findByRole('region', { name: 'Seating chart' }, { timeout: 10_000 });
    await waitFor(() => expect(chart).toHaveAttribute('data-chart-status', 'rendered'), { timeout: 10_000 });
    await expect(
      canvas.getByText(
        'Pick a seat on the chart to choose its section, or choose a section from the list above.',
      ),
    ).toBeVisible();
    const seat = within(chart).getByRole('button', { name: 'Dress Circle, row C, seat 2' });
    await userEvent.click(seat);
    const body = within(canvasElement.ownerDocument.body);
    const preview = await body.findByRole('dialog');
    await expect(within(preview).getByText('Dress Circle')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(seat).toHaveFocus();
    await userEvent.click(seat);
    await expect(seat).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Seat C-2 deselected.')).toBeInTheDocument();
  },
};

/**
 * The provider's script cannot load (here a 404): the chart says 'Could not load' and the address,
 * and the list of sections carries on alone.
 */
export const TheatreSeatingChartCouldNotLoad: Story = {
  parameters: {
    containerWidth: 1200,
    visual: false,
    corasProvider: {
      initialParams: theatre,
      seatingChartUrl: '/fixtures/seating-chart/{region}/missing.js',
      fetch: detailsStoryFetch({ landing: { sections: 1, cards: 4 } }),
      logger: quiet,
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, sections } = await sectionsOf(canvasElement);
    const chart = await canvas.findByRole('region', { name: 'Seating chart' }, { timeout: 10_000 });
    const alert = await within(chart).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Could not load /fixtures/seating-chart/eu/missing.js');
    const stalls = within(sections).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(stalls).getByRole('button', { name: 'Select' }));
    const preview = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(preview).getByText('Stalls')).toBeVisible();
  },
};

/** The image viewer open on its second photo: the counter '2/5 Photos', both arrows. */
export const ViewerOpen: Story = {
  parameters: {
    containerWidth: 1200,
    visual: { fullPage: true },
    corasProvider: { initialParams: tour, fetch: detailsStoryFetch({ landing: { sections: 1, cards: 4 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dublin Old Town Walking Tour');
    await userEvent.click(canvas.getByRole('button', { name: '+2 Show all 5 photos' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Dublin Old Town Walking Tour' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByText('2/5 Photos')).toBeVisible();
    const photo = within(dialog).getByRole('img', { name: /photo 2 of 5/ }) as HTMLImageElement;
    await waitFor(() => expect(photo.complete && photo.naturalWidth > 0).toBe(true), { timeout: 10_000 });
  },
};

/**
 * Keyboard only: Tab to the chip, Enter opens the viewer (focus inside), the arrows step, the
 * counter follows, the current photo and the next two are preloaded, Escape closes and focus is
 * back on the chip.
 */
export const ViewerByKeyboard: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: { initialParams: tour, fetch: detailsStoryFetch({ landing: { sections: 1, cards: 4 } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dublin Old Town Walking Tour');
    const chip = canvas.getByRole('button', { name: '+2 Show all 5 photos' });
    const page = within(canvasElement.ownerDocument.body);
    // Tab from the breadcrumb's last link to the chip.
    canvas.getByRole('button', { name: 'Dublin' }).focus();
    await waitFor(async () => {
      await userEvent.tab();
      await expect(chip).toHaveFocus();
    });
    // The resource-timing buffer (250 entries) is full of the story's own modules: empty it, so
    // the photos the viewer preloads are recorded.
    performance.clearResourceTimings();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Dublin Old Town Walking Tour' });
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement), 'focus is in the viewer').toBe(
      true,
    );
    await expect(within(dialog).getByText('1/5 Photos')).toBeVisible();

    const preloaded = () =>
      Array.from(dialog.querySelectorAll('img[data-preload]')).map((image) =>
        new URL((image as HTMLImageElement).src).pathname.split('/').at(-1),
      );
    await expect(preloaded()).toEqual(['2.svg', '3.svg']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(dialog).getByText('3/5 Photos')).toBeVisible();
    await expect(preloaded()).toEqual(['4.svg', '5.svg']);
    // The browser fetched the preloaded photos: they are in its resource timing.
    await waitFor(() => {
      const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(
        fetched.some((name) => name.endsWith(`/${FIXTURE_IDS.dublinWalkingTour}/5.svg`)),
        'photo 5 was fetched',
      ).toBe(true);
    });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText('2/5 Photos')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(chip).toHaveFocus();
  },
};

/** Loading: skeletons hold the page's shape (breadcrumb, title, three photos, text). */
export const Loading: Story = {
  parameters: {
    containerWidth: 1200,
    corasProvider: {
      initialParams: tour,
      fetch: detailsStoryFetch({ fault: { path: '/attractions/', spec: 'latency=25000' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading attraction');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/**
 * The skeleton stands where the page will: the photos' box keeps its top and size when the
 * attraction replaces the skeleton (no layout shift).
 */
export const NoLayoutShift: Story = {
  parameters: {
    containerWidth: 1200,
    // The settled page is Tour1200's screenshot; this story measures.
    visual: false,
    corasProvider: {
      initialParams: tour,
      fetch: detailsStoryFetch({ fault: { path: '/attractions/', spec: 'latency=1500' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    const skeleton = box(
      canvasElement.querySelector('[aria-busy="true"] [aria-hidden] > div:nth-child(3)') as Element,
    );
    await loaded(canvasElement, 'Dublin Old Town Walking Tour');
    const gallery = box(canvas.getByRole('region', { name: 'Photos' }));
    await expect(Math.round(gallery.top)).toBe(Math.round(skeleton.top));
    await expect(Math.round(gallery.height)).toBe(Math.round(skeleton.height));
    await expect(Math.round(gallery.width)).toBe(Math.round(skeleton.width));
  },
};

/** The attraction failed: the error modal, whose 'Refresh the page' asks again. */
export const LoadFailed: Story = {
  parameters: {
    containerWidth: 768,
    visual: { fullPage: true },
    corasProvider: {
      initialParams: tour,
      logger: quiet,
      fetch: detailsStoryFetch({ fault: { path: '/attractions/', spec: 'malformed' } }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(dialog).getByRole('button', { name: 'Refresh the page' })).toHaveFocus();
  },
};

/** An id the server does not know: a clear message and a way back, no error modal. */
export const NotFound: Story = {
  parameters: {
    containerWidth: 768,
    corasProvider: { initialParams: { page: 'details', id: 'no-such-attraction' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'We couldn’t find this attraction' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse attractions' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** The images of the hostile description that failed to load. */
const images = imageFailures();

/**
 * The attraction's HTML is sanitised in the browser: a hostile description keeps its text and
 * loses its script, its handlers and its `javascript:` link.
 */
export const HostileHtml: Story = {
  beforeEach: () => images.record(),
  parameters: {
    containerWidth: 768,
    corasProvider: {
      initialParams: theatre,
      logger: quiet,
      fetch: detailsStoryFetch({
        fault: { path: '/landing', spec: '404' },
        attraction: (attraction) => ({
          ...attraction,
          media: [],
          seat_map: '',
          description:
            '<p onmouseover="window.__corasPwned = 1">Doors open at 7pm.</p><img src="x" onerror="window.__corasPwned = 2" alt=""><script>window.__corasPwned = 3</script><a href="javascript:window.__corasPwned = 4">Tickets</a>',
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'The Playboy of the Western World');
    const about = canvas.getByRole('heading', { level: 2, name: 'About' }).closest('section') as HTMLElement;
    await expect(within(about).getByText('Doors open at 7pm.')).toBeVisible();
    await expect(about.innerHTML).not.toMatch(/onmouseover|onerror|<script|javascript:/);
    // The broken image has failed to load, and its (removed) handler would have run by then.
    await waitFor(() => expect(images.failed).toContain(about.querySelector('img')), { timeout: 5_000 });
    await expect((window as { __corasPwned?: number }).__corasPwned).toBeUndefined();
  },
};

// ---------- sections below the first screen ----------

/** The details area of one attraction, as the page renders it once the attraction is there. */
function DetailsAreaOf({ id }: { id: string }) {
  const { data } = useAttraction(id);
  return data ? <DetailsArea attraction={data} /> : null;
}

/** Other attractions of an attraction's place, as the page renders them. */
function OtherAttractionsOf({ id }: { id: string }) {
  const { data } = useAttraction(id);
  return data ? <OtherAttractions attraction={data} /> : null;
}

/**
 * The tour layout in full: summary, Highlights, Itinerary, the duration line and the accordion,
 * 'What's included' open (one item at a time: opening it closed 'What's excluded').
 */
export const TourDetailsArea: Story = {
  render: () => <DetailsAreaOf id={FIXTURE_IDS.dublinWalkingTour} />,
  parameters: { containerWidth: 768, corasProvider: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const included = await canvas.findByRole('button', { name: "What's included" }, { timeout: 10_000 });
    const excluded = canvas.getByRole('button', { name: "What's excluded" });
    await userEvent.click(excluded);
    await userEvent.click(included);
    await expect(included).toHaveAttribute('aria-expanded', 'true');
    await expect(excluded).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Local guide')).toBeVisible();
    await expect(canvas.getByText('Duration: 2 hours 15 minutes')).toBeVisible();
  },
};

/** Blank and whitespace-only texts hide their sections: no summary, Highlights, Itinerary or 'Please note'. */
export const TourBlankTexts: Story = {
  render: () => <DetailsAreaOf id={FIXTURE_IDS.blankTexts} />,
  parameters: { containerWidth: 768, corasProvider: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: "What's included" }, { timeout: 10_000 });
    await expect(canvas.queryByRole('heading', { name: 'Highlights' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Itinerary' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Please note' })).toBeNull();
  },
};

/** The theatre layout in full: Location, About and the seat map with 'For illustrative purposes only'. */
export const TheatreDetailsArea: Story = {
  render: () => <DetailsAreaOf id={FIXTURE_IDS.corkTheatre} />,
  parameters: { containerWidth: 768, corasProvider: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Seatmap' }, { timeout: 10_000 });
    await expect(canvas.getByText('Cork Opera House, 132 O’Connell Street, Cork')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Seat map of Cork Opera House' })).toBeVisible();
    await expect(canvas.getByText('For illustrative purposes only')).toBeVisible();
    await visibleImagesSettled(canvasElement);
  },
};

/** Other attractions of Dublin: one row of cards, without the tour itself. */
export const OtherAttractionsRow: Story = {
  render: () => <OtherAttractionsOf id={FIXTURE_IDS.dublinWalkingTour} />,
  parameters: { containerWidth: 1200, corasProvider: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Other attractions' }, { timeout: 10_000 });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(4), { timeout: 10_000 });
    await expect(within(section).queryByText('Dublin Old Town Walking Tour')).toBeNull();
    await visibleImagesSettled(canvasElement);
  },
};
