import '../../../test/lazyParts.test-utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationPicker } from './LocationPicker';

const onParamsUpdate = fn();

/**
 * The location picker of the landing hero against the sandbox API: 'Things to do in' beside the
 * rounded field, the dropdown with 'Near me' under 'Popular', and the search from 3 characters.
 * The dropdown is portalled out of the story's frame, so open states compare the whole page.
 */
const meta = {
  title: 'Widgets/LocationPicker',
  component: LocationPicker,
  args: { geolocation: null },
  parameters: { containerWidth: 1200, corasProvider: { onParamsUpdate } },
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const field = () => page().getByRole('combobox', { name: 'Things to do in' });

/** Waits until every flag in the dropdown has loaded, for a stable screenshot. */
async function flagsLoaded() {
  await waitFor(
    () => {
      const flags = [...document.querySelectorAll<HTMLImageElement>('[role="listbox"] img')];
      expect(flags.length).toBeGreaterThan(0);
      for (const flag of flags) expect(flag.complete && flag.naturalWidth > 0).toBe(true);
    },
    { timeout: 10_000 },
  );
}

/** Opens the dropdown with a click and waits for the popular places and their flags. */
async function openWithPopular() {
  await userEvent.click(field());
  await page().findByRole('option', { name: 'Ireland' }, { timeout: 10_000 });
  await flagsLoaded();
}

/** Closed, before any choice: 'Where are you going?'. */
export const Closed: Story = {
  play: async () => {
    await expect(field()).toHaveAttribute('placeholder', 'Where are you going?');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Closed on a country's page: the field names it (from `GET locations`). */
export const WithCountry: Story = {
  parameters: { corasProvider: { initialParams: { page: 'landing', country: 'ireland' } } },
  play: async () => {
    await waitFor(() => expect(field()).toHaveValue('Ireland'), { timeout: 10_000 });
  },
};

/** Open on a click: 'Near me' under 'Popular', then the popular places — a flag for a country, pins for cities. */
export const OpenWithPopular: Story = {
  parameters: { visual: { fullPage: true } },
  play: async () => {
    await openWithPopular();
    const listbox = page().getByRole('listbox', { name: 'Popular' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName('Near me');
  },
};

/** From 3 characters the places that match; the live region says how many. */
export const WithResults: Story = {
  parameters: { visual: { fullPage: true } },
  play: async () => {
    await openWithPopular();
    await userEvent.type(field(), 'dub');
    await page().findByRole('option', { name: 'Dubai, United Arab Emirates' }, { timeout: 10_000 });
    await expect(page().getAllByRole('option')).toHaveLength(2);
    await expect(page().getByRole('status')).toHaveTextContent('2 destinations found');
  },
};

/** Nothing matches: the dropdown says so, and so does the live region. */
export const NoResults: Story = {
  parameters: { visual: { fullPage: true } },
  play: async () => {
    await openWithPopular();
    await userEvent.type(field(), 'xyzzy');
    await expect(
      await page().findByText('No destinations found', { selector: 'p' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page().queryByRole('option')).toBeNull();
  },
};

/** 'Near me' (a position from an injected adapter): the places nearest the visitor. */
export const NearMe: Story = {
  args: { geolocation: async () => ({ latitude: 53.35, longitude: -6.26 }) },
  parameters: { visual: { fullPage: true } },
  play: async () => {
    await openWithPopular();
    await userEvent.click(page().getByRole('option', { name: 'Near me' }));
    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent('5 destinations found'), {
      timeout: 10_000,
    });
    await expect(page().getByRole('option', { name: 'Near me' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** At 375 px (520 or less) the heading and the field stack, the field at full width. */
export const Mobile375Stacked: Story = {
  parameters: {
    containerWidth: 375,
    corasProvider: { initialParams: { page: 'landing', country: 'ireland', city: 'cork' } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field()).toHaveValue('Cork'), { timeout: 10_000 });
    const heading = within(canvasElement).getByRole('heading', { name: 'Things to do in' });
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      field().getBoundingClientRect().top,
    );
    await expect(field().getBoundingClientRect().width).toBeGreaterThan(280);
  },
};

/** Open at 375 px: the dropdown as wide as the field. */
export const Mobile375Open: Story = {
  parameters: { containerWidth: 375, visual: { fullPage: true } },
  play: async () => {
    await openWithPopular();
    const listbox = page().getByRole('listbox');
    await expect(listbox.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/**
 * Keyboard only, as a screen reader user meets it: Tab opens it (a combobox with a listbox popup),
 * the arrows move the active option (`aria-activedescendant`, wrapping), Escape closes and brings
 * back the chosen name, Enter chooses the active option and the field keeps the focus.
 */
export const KeyboardOnly: Story = {
  play: async () => {
    onParamsUpdate.mockClear();
    await userEvent.tab();
    await expect(field()).toHaveFocus();
    await expect(field()).toHaveAttribute('aria-expanded', 'true');
    await expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    await page().findByRole('option', { name: 'Ireland' }, { timeout: 10_000 });
    const listbox = page().getByRole('listbox', { name: 'Popular' });
    await expect(field()).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    await expect(field()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(field()).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field()).toHaveAttribute('aria-activedescendant', options[1]?.id);

    await userEvent.keyboard('{Escape}');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(field()).not.toHaveAttribute('aria-activedescendant');
    await expect(field()).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await page().findByRole('option', { name: 'Ireland' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', country: 'ireland' }),
    );
    await expect(field()).toHaveValue('Ireland');
    await expect(field()).toHaveFocus();

    // Typing a unique place and Enter: chosen without an active option, and the field is left.
    await userEvent.keyboard('{Backspace}cor');
    await page().findByRole('option', { name: 'Cork, Ireland' }, { timeout: 10_000 });
    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent('1 destination found'));
    await userEvent.keyboard('{Enter}');
    await expect(onParamsUpdate).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 'landing', city: 'cork', country: 'ireland' }),
    );
    await expect(field()).not.toHaveFocus();
    await expect(field()).toHaveValue('Cork');
  },
};
