import type { Page } from '@playwright/test';
import { addDays, dayName, expect, storefront, test } from '../support/journey';

test.describe.configure({ timeout: 90_000 });

/**
 * Opens the landing page from the playground's root (it lands on /en-GB/EUR, showing Ireland's top
 * picks), recording the page's landing searches: the function it returns reads the latest's query.
 */
async function openLanding(page: Page): Promise<() => URLSearchParams> {
  const searches: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/landing') searches.push(url);
  });
  await page.goto(storefront('/'));
  await expect(page).toHaveURL(/\/en-GB\/EUR\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
  return () => {
    const last = searches.at(-1);
    if (!last) throw new Error(`no landing search from ${page.url()}`);
    return last.searchParams;
  };
}

test('discover: a location, dates, filters with a category subtree, a sort, a card, its details', async ({
  page,
  sandbox,
  axe,
}) => {
  const start = addDays(sandbox.today, 3);
  const end = addDays(sandbox.today, 13);

  const lastLandingSearch = await openLanding(page);
  await axe('landing');

  // The location picker: 'Dub' → Dublin.
  const picker = page.getByRole('combobox', { name: 'Things to do in' });
  await picker.click();
  await picker.fill('Dub');
  const results = page.getByRole('listbox', { name: 'Things to do in' });
  await expect(results.getByRole('option', { name: 'Dublin, Ireland' })).toBeVisible();
  await axe('location picker');
  await results.getByRole('option', { name: 'Dublin, Ireland' }).click();
  await expect(picker).toHaveValue('Dublin');
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Dublin' })).toBeVisible();
  await expect(page).toHaveURL(/city=dublin/);
  const filterBar = page.getByRole('search', { name: 'Filter attractions' });

  // A date range: the first click starts it, the second ends it and closes the calendar.
  await filterBar.getByRole('button', { name: 'All dates' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose dates' });
  await calendar.getByRole('button', { name: new RegExp(`^${dayName(start)}`) }).click();
  await axe('date range');
  await calendar.getByRole('button', { name: new RegExp(`^${dayName(end)}`) }).click();
  await expect(calendar).toBeHidden();
  await expect.poll(() => lastLandingSearch().get('date_end')).toBe(end);
  expect(lastLandingSearch().get('date_start')).toBe(start);

  // Filters: a price, a duration, and the Activities subtree instead of the default Music. The tree
  // is Dublin's (issue 19): its activities, and no outdoor ones, which Dublin has none of.
  await filterBar.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: '20 EUR – 50 EUR' }).check();
  await drawer.getByRole('checkbox', { name: '1 to 3 hours' }).check();
  await drawer.getByRole('checkbox', { name: 'Music', exact: true }).uncheck();
  await drawer.getByRole('checkbox', { name: 'Activities', exact: true }).check();
  for (const child of ['Tours & sightseeing', 'Museums & landmarks', 'Food & drink'])
    await expect(drawer.getByRole('checkbox', { name: child })).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Outdoor & adventure' })).toHaveCount(0);
  await expect(drawer.getByRole('checkbox', { name: 'Concerts' })).not.toBeChecked();
  await axe('filters drawer');
  await drawer.getByRole('button', { name: 'Apply filters' }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(() => lastLandingSearch().get('price')).toBe('2000-5000');
  const filtered = lastLandingSearch();
  expect(filtered.getAll('duration')).toEqual(['60-180']);
  expect(filtered.getAll('category')).toEqual(['activity']);
  const chips = filterBar.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: /^Remove filter: / })).toHaveCount(3);

  // Sort by price, low to high: the cards come cheapest first.
  await filterBar.getByRole('button', { name: 'Sort by' }).click();
  await page
    .getByRole('listbox', { name: 'Sort by' })
    .getByRole('option', { name: 'Price: low to high' })
    .click();
  await expect.poll(() => lastLandingSearch().get('sorting')).toBe('price_asc');
  const section = page.getByRole('region', { name: 'Top picks in Dublin' });
  const prices = section.getByRole('listitem').getByText(/^From\s*€/);
  await expect(prices.first()).toBeVisible();
  const shownAmounts = async () =>
    (await prices.allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  // The previous answer's cards stay on screen (marked busy) until the sorted one is drawn.
  await expect
    .poll(
      async () => {
        const shown = await shownAmounts();
        return (
          shown.length > 1 && shown.every((amount, index) => index === 0 || (shown[index - 1] ?? 0) <= amount)
        );
      },
      { message: 'the cards come cheapest first' },
    )
    .toBe(true);
  const amounts = await shownAmounts();
  for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(20);
  await axe('landing, filtered');

  // A card → its details page.
  const card = section.getByRole('listitem').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/en-GB\/EUR\/[0-9a-f-]{36}\?/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Book tickets' })).toBeVisible();
  await axe('details');

  // Back returns to the filtered landing page.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Dublin' })).toBeVisible();
  await expect(page).toHaveURL(/sorting=price_asc/);
});

test('discover: a place without music starts with no category and shows its attractions', async ({
  page,
  axe,
}) => {
  const lastLandingSearch = await openLanding(page);
  const filterBar = page.getByRole('search', { name: 'Filter attractions' });
  // Ireland has music: the default category applies there.
  await expect(filterBar.getByRole('button', { name: 'Remove filter: Music' })).toBeVisible();

  // Tokyo has no music (spec 1 §9's default applies only where the place's tree has it).
  const picker = page.getByRole('combobox', { name: 'Things to do in' });
  await picker.click();
  await picker.fill('Tokyo');
  await page
    .getByRole('listbox', { name: 'Things to do in' })
    .getByRole('option', { name: /^Tokyo/ })
    .click();
  const section = page.getByRole('region', { name: 'Top picks in Tokyo' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('No attractions found')).toHaveCount(0);
  await expect.poll(() => lastLandingSearch().get('city')).toBe('tokyo');
  expect(lastLandingSearch().get('category')).toBeNull();
  await expect(filterBar.getByRole('button', { name: 'Remove filter: Music' })).toHaveCount(0);

  // The drawer's tree is Tokyo's: no Music at all, nothing ticked.
  await filterBar.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('checkbox', { name: 'Activities', exact: true })).not.toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'Music', exact: true })).toHaveCount(0);
  await axe('landing, a place without music');
});
