import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { AXE_OPTIONS } from '@coras/tooling/axe';
import { asHtml } from '@coras/tooling/html';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
// How a visitor fills the storefront's forms: one home, the playground's journeys.
import {
  CARDS,
  expectConfirmed,
  fillActivityDetails,
  fillBillingAndTerms,
  fillCard,
  fillContact,
} from '../../apps/playground/e2e/support/checkout';
import { fixtureDir, PORTS, SANDBOX_URL } from '../lib/fixtures.mjs';

/** What `GET /sandbox/fixtures` answers: the sandbox's date and the fixed attraction ids. */
export interface SandboxFixtures {
  today: string;
  attractions: Record<string, string>;
}

/** The sandbox's fixtures. */
async function sandboxFixtures(page: Page): Promise<SandboxFixtures> {
  const answer = await page.request.get(`${SANDBOX_URL}/sandbox/fixtures`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SandboxFixtures;
}

/** An attraction's name as the API gives it. */
async function attractionName(page: Page, id: string): Promise<string> {
  const answer = await page.request.get(`${SANDBOX_URL}/v2/attractions/${id}?size=0`, {
    headers: { 'Coras-Distributor': 'consumer-tests' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { attraction_name: string }).attraction_name;
}

/** Where the widget renders: the page itself, or the shadow root of its custom element. */
export type WidgetScope = { kind: 'document' } | { kind: 'shadow'; host: string };

/**
 * Every class a rule of our published style sheets names (the kit's, the widgets', the checkout's),
 * as installed from the tarballs. A class of ours that no rule names (an empty recipe variant, the
 * `coras-root` hook for host CSS) has nothing to miss.
 */
function shippedClasses(): string[] {
  const installed = join(fixtureDir('react-vite'), 'node_modules/@coras');
  const css = ['ui', 'widgets', 'checkout']
    .map((name) => readFileSync(join(installed, name, 'dist/index.css'), 'utf8'))
    .join('\n');
  return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''))];
}

/** What `styleReport` found: elements that look as the browser draws them with no style sheet. */
interface StyleReport {
  /** Classes of ours on elements that no rule of a style sheet in scope names. */
  classesWithoutRules: string[];
  /** Visible buttons, fields and headings whose computed style equals the browser's default. */
  unstyled: string[];
  /** How many elements were compared: a check of nothing proves nothing. */
  compared: number;
}

/**
 * Reads the widget's styling from the page: every class of ours on an element in scope must be
 * named by a rule of a style sheet the scope has (a forgotten sheet leaves its classes without
 * rules), and
 * every visible button, field and heading must differ from the same element with no style at all.
 */
function styleReport({ scope, shipped }: { scope: WidgetScope; shipped: string[] }): StyleReport {
  const root: Document | ShadowRoot =
    scope.kind === 'shadow' ? (document.querySelector(scope.host)?.shadowRoot ?? document) : document;
  const sheets = [...root.styleSheets, ...root.adoptedStyleSheets];
  const named = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule)
        for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) named.add(match[1] ?? '');
      if ('cssRules' in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of sheets) visit(sheet.cssRules);
  const ours = new Set(shipped);
  const classesWithoutRules = new Set<string>();
  for (const element of root.querySelectorAll('[class]'))
    for (const name of element.classList)
      if (ours.has(name) && !named.has(name)) classesWithoutRules.add(name);

  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0';
  document.body.append(frame);
  const blank = frame.contentDocument;
  if (!blank) throw new Error('no blank document to compare with');
  const properties = [
    'font-family',
    'font-size',
    'font-weight',
    'color',
    'background-color',
    'border-top-width',
    'border-top-style',
    'border-top-left-radius',
    'padding-top',
    'padding-left',
    'line-height',
  ];
  const unstyled: string[] = [];
  let compared = 0;
  for (const element of root.querySelectorAll<HTMLElement>('button, input, select, textarea, h1, h2, h3')) {
    if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if (element instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(element.type))
      continue;
    compared += 1;
    const plain = blank.createElement(element.tagName);
    if (element instanceof HTMLInputElement) (plain as HTMLInputElement).type = element.type;
    blank.body.append(plain);
    const ours = getComputedStyle(element);
    const theirs = frame.contentWindow?.getComputedStyle(plain);
    if (
      theirs &&
      properties.every((property) => ours.getPropertyValue(property) === theirs.getPropertyValue(property))
    )
      unstyled.push(
        `<${element.tagName.toLowerCase()}> ${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}`,
      );
    plain.remove();
  }
  frame.remove();
  return { classesWithoutRules: [...classesWithoutRules].sort(), unstyled, compared };
}

/**
 * Fails when the page as it is now is not styled as we ship it, or axe finds a violation. Every
 * page of a journey must pass both.
 */
export async function expectStyledAndAccessible(
  page: Page,
  scope: WidgetScope,
  label: string,
): Promise<void> {
  const report = await page.evaluate(styleReport, { scope, shipped: shippedClasses() });
  expect(report.compared, `${label}: buttons, fields and headings compared`).toBeGreaterThan(0);
  expect(report.classesWithoutRules, `${label}: classes no style rule names`).toEqual([]);
  expect(report.unstyled, `${label}: elements drawn with the browser's default style`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  expect(
    violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
    `${label}: axe`,
  ).toEqual([]);
}

/** The journey's `test`: uncaught errors and console errors in the page fail it. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Where the journey goes: a city found in the location picker, then one of its attractions. */
export interface Destination {
  /** What the visitor types in 'Things to do in'. */
  query: string;
  /** The picker's option, e.g. 'Auckland, New Zealand'. */
  option: string;
  /** The city's name, as the landing's sections name it. */
  city: string;
  /** The attraction's fixture name (`GET /sandbox/fixtures`). */
  attraction: string;
}

/**
 * The purchase journey, as a visitor makes it: the landing, a city far from the sandbox's default
 * country, one of its attractions, its availability, the basket with its hold counting down, the
 * checkout (the sandbox's card stand-in, chosen as the README says, saying it is test mode), a
 * payment with the test card, the confirmation. Every page is checked for its styles and with axe.
 */
export async function purchaseJourney(page: Page, widget: Locator, scope: WidgetScope, to: Destination) {
  const sandbox = await journeyToCheckout(page, widget, scope, to);
  await expect(widget.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(widget.getByText('Test mode: no real payment')).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectStyledAndAccessible(page, scope, 'payment');

  await fillContact(page, { firstName: 'Mere', lastName: 'Ngata', email: 'mere.ngata@example.nz' });
  await fillActivityDetails(page, sandbox.today);
  await fillCard(page, CARDS.success);
  await fillBillingAndTerms(page);
  await widget.getByRole('button', { name: 'Pay now' }).click();
  await expectConfirmed(page);
  await expectStyledAndAccessible(page, scope, 'confirmation');
}

/**
 * The journey up to the payment page: the landing, the destination's attraction, its availability,
 * tickets in the basket, 'Checkout'. Every page on the way is checked for its styles and with axe.
 * @returns the sandbox's fixtures
 */
export async function journeyToCheckout(
  page: Page,
  widget: Locator,
  scope: WidgetScope,
  to: Destination,
): Promise<SandboxFixtures> {
  const sandbox = await sandboxFixtures(page);
  const id = sandbox.attractions[to.attraction];
  if (!id) throw new Error(`The sandbox has no fixture ${to.attraction}`);
  const name = await attractionName(page, id);

  await expect(widget.getByRole('heading', { level: 2, name: /^Top picks in / })).toBeVisible({
    timeout: 30_000,
  });
  await expectStyledAndAccessible(page, scope, 'landing');

  const picker = widget.getByRole('combobox', { name: 'Things to do in' });
  await picker.click();
  await picker.fill(to.query);
  await widget
    .getByRole('listbox', { name: 'Things to do in' })
    .getByRole('option', { name: to.option })
    .click();
  // The landing starts with its default category chosen (spec 1 §2); this city may have none of it.
  const chips = widget
    .getByRole('list', { name: 'Active filters' })
    .getByRole('button', { name: /^Remove filter: / });
  while ((await chips.count()) > 0) await chips.first().click();
  const section = widget.getByRole('region', { name: `Top picks in ${to.city}` });
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();

  const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
  // The React app follows the README, address sync on: its cards are links; the element's, buttons.
  await card.getByRole(scope.kind === 'document' ? 'link' : 'button', { name }).click();
  await expect(widget.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(widget.getByRole('region', { name: 'Book tickets' })).toBeVisible();
  await expectStyledAndAccessible(page, scope, 'details');

  await widget.getByRole('button', { name: 'Check Availability' }).click();
  const option = widget.getByRole('region', { name: 'Available options' }).getByRole('listitem').first();
  await expect(option.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  await expectStyledAndAccessible(page, scope, 'availability');

  await option.getByRole('button', { name: 'Add to basket' }).click();
  const basket = widget.getByRole('dialog', { name: 'Basket' });
  const item = basket.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(name);
  const timer = item.getByRole('timer');
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  const held = await timer.textContent();
  await expect(timer).not.toHaveText(held ?? '', { timeout: 5_000 });
  await expectStyledAndAccessible(page, scope, 'basket');

  await basket.getByRole('button', { name: 'Checkout' }).click();
  return sandbox;
}

/** The API paths of the landing's first page: what a server's snapshot answered (server fixtures). */
const FIRST_PAGE_PATHS = ['/v2/geolocation', '/v2/landing', '/v2/landing/filters'];

/** What `watchFirstPage` records while a server-rendered landing loads and hydrates. */
export interface FirstPageWatch {
  /** The page's console warnings and its messages about hydration (a mismatch with the server's HTML). */
  warnings: string[];
  /** The API calls the browser sends for the first page's data: none, when the server's snapshot holds it. */
  apiCalls: string[];
}

/** Records, from now on, the page's warnings and its requests for the landing's first data. */
export function watchFirstPage(page: Page): FirstPageWatch {
  const watch: FirstPageWatch = { warnings: [], apiCalls: [] };
  page.on('console', (message) => {
    if (message.type() === 'warning' || /hydrat/i.test(message.text())) watch.warnings.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(PORTS.sandbox) && FIRST_PAGE_PATHS.includes(url.pathname))
      watch.apiCalls.push(url.pathname);
  });
  return watch;
}

/**
 * Checks that a landing's server `html` holds its first three cards as the hydrated `page` shows
 * them: their names, prices (in euros) and links (to the en-GB/EUR details pages). Returns the
 * page's cards and the first ones' addresses, in order.
 */
export async function expectFirstCardsIn(
  html: string,
  page: Page,
): Promise<{ cards: Locator; links: string[] }> {
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  const links: string[] = [];
  for (const card of await cards.all().then((all) => all.slice(0, 3))) {
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const price =
      (await card
        .getByText(/€\s?[\d.,]+/)
        .first()
        .textContent()) ?? '';
    const href = (await card.getByRole('link', { name }).getAttribute('href')) ?? '';
    expect(name).not.toBe('');
    expect(html).toContain(asHtml(name));
    expect(html).toContain(asHtml(price));
    expect(href).toMatch(/^\/en-GB\/EUR\/./);
    expect(html).toContain(`href="${href}"`);
    links.push(href);
  }
  return { cards, links };
}

/** A JSON-LD node of a page: its `url`, an `ItemList`'s items with theirs, and its other fields. */
export interface JsonLdNode {
  '@type'?: string;
  name?: string;
  url?: string;
  itemListElement?: Array<{ name: string; url: string }>;
  [field: string]: unknown;
}

/** Every JSON-LD of a server's HTML, parsed: one that does not parse fails the test. */
export const serverJsonLd = (html: string): JsonLdNode[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => JSON.parse(text) as JsonLdNode,
  );

/** Every address the JSON-LD nodes name: their own and their items'. */
export const jsonLdUrls = (nodes: JsonLdNode[]): string[] =>
  nodes.flatMap((node) => [
    ...(node.url === undefined ? [] : [node.url]),
    ...(node.itemListElement ?? []).map((item) => item.url),
  ]);
