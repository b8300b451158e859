import { expect, storefront, test } from './support/journey';

test.describe.configure({ timeout: 60_000 });

test('a card is a link: its address opens the details page, a ctrl or middle click opens a new tab, a click moves in place', async ({
  page,
  context,
  axe,
}) => {
  await page.goto(storefront('/en-GB/EUR'));
  const section = page.getByRole('region', { name: 'Top picks in Ireland' });
  const card = section.getByRole('listitem').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const link = card.getByRole('link', { name });
  const href = (await link.getAttribute('href')) ?? '';
  // The details page's own address, the playground's api-host kept on it.
  expect(href).toMatch(/^\/en-GB\/EUR\/[0-9a-f-]{36}\?date=\d{4}-\d{2}-\d{2}&api-host=/);
  await axe('landing');
  const landing = page.url();

  // A ctrl (cmd) click and a middle click each open the details page in a new tab; this one stays.
  for (const click of [
    () => link.click({ modifiers: ['ControlOrMeta'] }),
    () => link.click({ button: 'middle' }),
  ]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
    await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(href);
    await tab.close();
    expect(page.url()).toBe(landing);
    await expect(section).toBeVisible();
  }

  // A plain click moves in place: the same document (no page load), at the link's address.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await axe('details');

  // The address, visited directly, opens the same page.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await axe('details, visited directly');
});

test("a navbar result is a link too: a middle or ctrl click opens its page in a new tab, the list's keyboard stays the field's", async ({
  page,
  context,
  axe,
}) => {
  await page.goto(storefront('/en-GB/EUR'));
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
  await axe('landing');
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.click();
  await field.fill('dub');
  const dublin = page.getByRole('option', { name: 'Dublin', exact: true });
  await expect(dublin).toHaveAttribute('href', /^\/en-GB\/EUR\?city=dublin&api-host=/);
  await axe('landing, navbar results');

  for (const click of [
    () => dublin.click({ button: 'middle' }),
    () => dublin.click({ modifiers: ['ControlOrMeta'] }),
  ]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
    await expect(tab).toHaveURL(/\/en-GB\/EUR\?city=dublin/);
    await tab.close();
    await expect(field).toBeFocused();
  }
  await dublin.click();
  await expect(page).toHaveURL(/\/en-GB\/EUR\?city=dublin/);
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Dublin' })).toBeVisible();
  await axe('landing, Dublin');
});
