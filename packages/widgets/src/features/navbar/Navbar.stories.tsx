import '../../../test/lazyParts.test-utils';
import { createMemoryStorage, type RecentSearch } from '@coras/booking-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { standInsReplaced } from '../layout/layoutStory.test-utils';
import { Navbar, navbarModes } from './Navbar';

// Where booking-core keeps the recent searches: a visitor's list must survive a release.
const RECENT_SEARCHES_KEY = 'coras:recent-searches';

const onParamsUpdate = fn();

const recent: RecentSearch[] = [
  { type: 'city', value: 'dublin', name: 'Dublin' },
  { type: 'attraction', value: 'a-1', name: 'Dublin Old Town Walking Tour' },
  { type: 'country', value: 'spain', name: 'Spain' },
];

/** A fresh memory storage per story: recent searches never leak between stories or into the browser. */
const storageWith = (entries: RecentSearch[]) =>
  createMemoryStorage({ [RECENT_SEARCHES_KEY]: JSON.stringify(entries) });

const configured = { locales: 'en-GB,de-DE,fr-FR,is-IS', currencies: 'GBP,EUR,USD,CHF', onParamsUpdate };

/**
 * The storefront's navbar against the sandbox API: search with recent and popular suggestions,
 * the language and currency menus of the configured lists, the basket slot, and at narrow widths
 * the menu drawer. Dropdowns and the drawer portal out of the frame: open states compare the page.
 */
const meta = {
  title: 'Widgets/Navbar',
  component: Navbar,
  argTypes: { mode: { control: 'inline-radio', options: navbarModes } },
  parameters: { containerWidth: 1200, corasProvider: configured },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The bar in a wide widget: search, language, currency and the basket. */
export const Desktop1200: Story = {
  args: { storage: storageWith(recent) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English (UK)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Currency: £ GBP' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Basket, empty' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu', hidden: true })).not.toBeVisible();
  },
};

/** Focused with an empty field: the visitor's recent searches. */
export const RecentSearches: Story = {
  args: { storage: storageWith(recent) },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Search' }));
    const list = await page().findByRole('listbox', { name: 'Recent searches' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
  },
};

/** No recent search yet: the popular entries. */
export const Popular: Story = {
  args: { storage: storageWith([]) },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Search' }));
    await expect(await page().findByRole('listbox', { name: 'Popular' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** From 3 characters: places and attractions, and 'Show all results' when there are more. */
export const Results: Story = {
  args: { storage: storageWith(recent) },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await standInsReplaced(canvasElement);
    const field = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'dub');
    await page().findByRole('option', { name: 'Show all results' }, { timeout: 10_000 });
    await expect(page().getByRole('status')).toHaveTextContent('8 results found');
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      page().getByRole('option', { name: 'Show all results' }).id,
    );
    onParamsUpdate.mockClear();
  },
};

/** The language menu open: the configured locales by their native names. */
export const LanguageMenu: Story = {
  args: { storage: storageWith(recent) },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English (UK)' }));
    const list = await page().findByRole('listbox', { name: 'Language' });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English (UK)', 'Deutsch', 'Français', 'Íslenska']);
    await waitFor(() => expect(list).toHaveFocus());
  },
};

/** The currency menu open: symbol and name of each configured currency. */
export const CurrencyMenu: Story = {
  args: { storage: storageWith(recent) },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Currency: £ GBP' }));
    const list = await page().findByRole('listbox', { name: 'Currency' });
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await expect(within(list).getByRole('option', { name: /British Pound/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Switching the currency with the keyboard: the page stays, in the new currency. */
export const CurrencySwitch: Story = {
  args: { storage: storageWith(recent) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Currency: £ GBP' }).focus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('listbox', { name: 'Currency' });
    onParamsUpdate.mockClear();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onParamsUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ currency: 'EUR' }));
    await expect(await canvas.findByRole('button', { name: 'Currency: € EUR' })).toHaveFocus();
  },
};

/** While the basket has items the currency menu is hidden (the basket is priced in one currency). */
export const BasketWithItems: Story = {
  args: { storage: storageWith(recent), basketQuantity: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Currency/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Basket, 2 items' })).toBeVisible();
  },
};

/** On the payment page the basket icon is hidden. */
export const PaymentPage: Story = {
  args: { storage: storageWith(recent) },
  parameters: { corasProvider: { ...configured, initialParams: { page: 'payment' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Basket/ })).toBeNull();
  },
};

/** The search alone (search-only mode). */
export const SearchOnly: Story = {
  args: { storage: storageWith(recent), mode: 'search-only' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    await expect(within(nav).getByRole('combobox', { name: 'Search' })).toBeVisible();
  },
};

/** A phone: the basket and the menu button; everything else lives in the menu. */
export const Mobile375: Story = {
  args: { storage: storageWith(recent) },
  parameters: { containerWidth: 375 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search', hidden: true })).not.toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Language: English (UK)', hidden: true }),
    ).not.toBeVisible();
  },
};

/** The menu open on a phone: Language, Currency and Search, each with its submenu. */
export const Mobile375MenuOpen: Story = {
  args: { storage: storageWith(recent) },
  parameters: { containerWidth: 375, visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = await page().findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('button', { name: /Language/ })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: /Currency/ })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** The menu's Language submenu, reached with the keyboard; Back returns to the entry. */
export const Mobile375LanguageSubmenu: Story = {
  args: { storage: storageWith(recent) },
  parameters: { containerWidth: 375, visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('dialog', { name: 'Menu' });
    within(menu)
      .getByRole('button', { name: /Language/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const submenu = await page().findByRole('dialog', { name: 'Language' });
    await expect(within(submenu).getByRole('button', { name: 'Back' })).toHaveFocus();
    await expect(within(submenu).getByRole('listbox', { name: 'Language' })).toBeVisible();
  },
};

/** The menu's Search submenu: the field and the recent searches under it. */
export const Mobile375SearchSubmenu: Story = {
  args: { storage: storageWith(recent) },
  parameters: { containerWidth: 375, visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await standInsReplaced(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await userEvent.click(
      within(await page().findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Search' }),
    );
    const submenu = await page().findByRole('dialog', { name: 'Search' });
    await expect(within(submenu).getByRole('combobox', { name: 'Search' })).toHaveFocus();
    await expect(within(submenu).getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
  },
};
