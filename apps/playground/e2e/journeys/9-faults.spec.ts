import type { Request } from '@playwright/test';
import {
  CARDS,
  expectConfirmed,
  fillBillingAndTerms,
  fillCard,
  fillContact,
  payNow,
  transactionsOf,
} from '../support/checkout';
import { addDays, chooseDate, expect, SANDBOX, storefront, test } from '../support/journey';

test.describe.configure({ timeout: 180_000 });

test('under faults: 20% 5xx and 300 ms latency still book; an outage shows the error modal once, and Refresh recovers', async ({
  page,
  sandbox,
  axe,
}) => {
  // This visitor's calls to the Coras API and to the sandbox's card stand-in carry the sandbox's
  // per-request fault header; the journeys running beside this one see a healthy sandbox.
  // Every call waits 300 ms and every fifth answers 503 — 20% — but never the same call twice in a
  // row: the client's retries always get through, so the journey is deterministic, not lucky. The
  // card confirmation's first attempt always answers 503 (issue 20 item 9): the card form retries
  // it under the same rules, and the visitor never sees it.
  let outage = false;
  let calls = 0;
  const failedOnce = new Set<string>();
  let cardFaulted = false;
  await page.route(
    (url) =>
      url.origin === SANDBOX &&
      (url.pathname.startsWith('/v2/') || url.pathname.startsWith('/sandbox/payments/')),
    (route) => {
      const request = route.request();
      const call = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
      calls += 1;
      let fault = 'latency=300';
      if (outage) fault = '503';
      else if (!cardFaulted && request.url().endsWith('/confirm')) {
        cardFaulted = true;
        failedOnce.add(call);
        fault = 'latency=300,503';
      } else if (calls % 5 === 0 && !failedOnce.has(call)) {
        failedOnce.add(call);
        fault = 'latency=300,503';
      } else failedOnce.delete(call);
      return route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': fault } });
    },
  );
  const failures: number[] = [];
  const cardFailures: number[] = [];
  /** The outage's 503 answers, by call: the client gives up on a call after its first try and 3 retries. */
  const outageAnswers = new Map<string, number>();
  /** The outage's requests still on their way: each ends answered or aborted. */
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (outage && request.url().startsWith(`${SANDBOX}/v2/`)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    if (response.url().startsWith(`${SANDBOX}/v2/`) && response.status() >= 500)
      failures.push(response.status());
    if (response.url().startsWith(`${SANDBOX}/sandbox/payments/`) && response.status() >= 500)
      cardFailures.push(response.status());
    if (outage && response.status() === 503) {
      const request = response.request();
      const call = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
      outageAnswers.set(call, (outageAnswers.get(call) ?? 0) + 1);
    }
  });

  // The whole booking, through the client's retries.
  await page.goto(storefront('/en-GB/EUR'));
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Ireland' })).toBeVisible({
    timeout: 30_000,
  });
  await axe('landing');
  await page.goto(storefront(`/en-GB/EUR/${sandbox.attractions.dublinWalkingTour}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' })).toBeVisible({
    timeout: 30_000,
  });
  await axe('details');
  await chooseDate(page, addDays(sandbox.today, 9));
  await page.getByRole('button', { name: 'Check Availability' }).click();
  const add = page
    .getByRole('region', { name: 'Available options' })
    .getByRole('button', { name: 'Add to basket' });
  await add.first().click({ timeout: 30_000 });
  const basket = page.getByRole('dialog', { name: 'Basket' });
  await basket.getByRole('button', { name: 'Checkout' }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible({ timeout: 30_000 });
  await axe('payment');
  await fillContact(page, { firstName: 'Oisín', lastName: 'Brennan', email: 'oisin.brennan@example.ie' });
  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);
  const confirmation = await payNow(page);
  const reference = await expectConfirmed(page);
  await axe('confirmation');
  expect(await transactionsOf(page, confirmation)).toEqual([
    expect.objectContaining({ reference_id: reference, status: 'PAID' }),
  ]);
  // The faults were real: every call was delayed and some answered 503 before a retry succeeded.
  expect(calls).toBeGreaterThan(10);
  expect(failures.length).toBeGreaterThan(0);
  // The card endpoint was faulted too, and its retry paid.
  expect(cardFailures).toEqual([503]);

  // A forced outage: every API call answers 503, through all the retries.
  outage = true;
  await page.goto(storefront('/en-GB/EUR?country=ireland&city=cork'));
  const modal = page.getByRole('dialog', { name: "We're sorry, Something went wrong." });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText('Please refresh the page and try again.');
  await axe('error modal');
  // Once: the page's error ends the first page's other calls (issue 28: no retry follows it), and
  // their failures open no second modal. Every call of the outage has ended, retried up to 3
  // times, and the page has drawn a frame since.
  await expect.poll(() => pending.size, { timeout: 30_000 }).toBe(0);
  expect([...outageAnswers.values()].every((answers) => answers >= 1 && answers <= 4)).toBe(true);
  expect([...outageAnswers.values()].some((answers) => answers > 1)).toBe(true);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByRole('dialog')).toHaveCount(1);

  // The sandbox recovers; 'Refresh the page' searches again and the page fills.
  outage = false;
  await modal.getByRole('button', { name: 'Refresh the page' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Top picks in Cork' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await axe('landing, recovered');
});
