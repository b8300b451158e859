import { PORTS } from '../lib/fixtures.mjs';
import { expect, purchaseJourney, test } from './support';

const APP = `http://127.0.0.1:${PORTS.reactVite}`;

test('the README’s React snippet, built by Vite from the tarballs: styled, accessible, and a paid booking', async ({
  page,
}) => {
  const pages: string[] = [];
  page.on('console', (message) => {
    // The snippet's own listener: onParamsUpdate={(params) => console.log('page', params.page)}.
    const [word, name] = message.text().split(' ');
    if (word === 'page' && name) pages.push(name);
  });
  await page.goto(`${APP}/`);
  await purchaseJourney(
    page,
    page.locator('body'),
    { kind: 'document' },
    {
      query: 'Auckl',
      option: 'Auckland, New Zealand',
      city: 'Auckland',
      attraction: 'aucklandCruise',
    },
  );
  // The snippet's router put every page in the address, and its listener heard each one.
  await expect(page).toHaveURL(/\/en-GB\/EUR\/payment/);
  expect(pages).toEqual(expect.arrayContaining(['landing', 'details', 'payment']));
});
