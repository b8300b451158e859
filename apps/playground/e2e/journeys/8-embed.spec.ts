import { expect, SANDBOX, test } from '../support/journey';

test.describe.configure({ timeout: 60_000 });

test('the web component on a plain HTML page: the landing renders and a card click emits params-update', async ({
  page,
  axe,
}) => {
  await page.goto(`/embed.html?api-host=${encodeURIComponent(SANDBOX)}`);
  const widget = page.locator('coras-booking');
  const section = widget.getByRole('region', { name: 'Top picks in Ireland' });
  await expect(section.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible();
  await axe('embed: landing');

  const card = section.getByRole('listitem').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name }).click();

  // The host page's own listener writes every params-update it hears into its list.
  const event = page.getByRole('listitem').filter({ hasText: /^params-update .*"page":"details"/ });
  await expect(event).toHaveCount(1);
  const detail = JSON.parse(((await event.textContent()) ?? '').replace(/^params-update /, '')) as Record<
    string,
    unknown
  >;
  expect(detail).toMatchObject({ page: 'details', currency: 'EUR', locale: 'en-GB' });
  expect(detail.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(detail.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The widget moved to that attraction's page, in memory: the host's address did not change.
  await expect(widget.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/embed.html');
  await axe('embed: details');
});
