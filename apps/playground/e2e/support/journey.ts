import AxeBuilder from '@axe-core/playwright';
import { AXE_OPTIONS } from '@coras/tooling/axe';
import { test as base, expect, type Page } from '@playwright/test';
import { SANDBOX_PORT } from '../../playwright.config';

/** The sandbox the config starts for the journeys. */
export const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

/** The distributor a test's own calls to the sandbox name, as every Coras API call must. */
export const DISTRIBUTOR = { 'Coras-Distributor': 'e2e' } as const;

/** The playground's address of a widget page (`/en-GB/EUR/…`), pointed at the journeys' sandbox. */
export function storefront(path = '/'): string {
  const [pathname, query = ''] = path.split('?');
  const search = new URLSearchParams(query);
  search.set('api-host', SANDBOX);
  return `${pathname}?${search.toString()}`;
}

/** What `GET /sandbox/fixtures` answers: the sandbox's date and the fixed attraction ids. */
interface SandboxFixtures {
  today: string;
  attractions: Record<
    | 'dublinWalkingTour'
    | 'causewayDayTrip'
    | 'corkTheatre'
    | 'lastSeats'
    | 'soldOut'
    | 'zipline'
    | 'footballMatch'
    | 'desertSafari',
    string
  >;
}

/** `date` plus `days`, both `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A calendar day's name as the widget's calendars begin it: 'Friday, 27 November 2026' (then ', available'…). */
export function dayName(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The widget page an address names, by its path: `/en-GB/EUR/payment` → `payment`. */
function pageOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  const segments = pathname.split('/').filter(Boolean);
  if (pathname.endsWith('.html')) return pathname;
  if (segments.length < 2) return undefined;
  return segments.length === 2 ? 'landing' : segments.slice(2).join('/');
}

/** axe on `page` with the project's rules: every WCAG 2.x A/AA rule and label in name (tooling/axe.mjs). */
export const axeOn = (page: Page) => new AxeBuilder({ page }).options(AXE_OPTIONS);

/**
 * axe's serious and critical violations on `page` as it is now — for pages the `axe` fixture does
 * not follow (a second visitor's context).
 */
export async function seriousViolations(page: Page) {
  const { violations } = await axeOn(page).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

interface Fixtures {
  /** The sandbox's fixtures, read once per test. */
  sandbox: SandboxFixtures;
  /**
   * Runs axe on the page as it is now and fails on any serious or critical violation. Every page the
   * journey visits must be checked: the test fails at its end if one was not.
   */
  axe: (label?: string) => Promise<void>;
}

/**
 * The journeys' `test`: each gets the sandbox's fixtures and an `axe` check, and its browser errors
 * fail it. Journeys never reset the sandbox (two run at once): each books its own attraction or day
 * in its own browser context, so their baskets and stock never meet.
 */
export const test = base.extend<Fixtures>({
  sandbox: async ({ request }, use) => {
    const answer = await request.get(`${SANDBOX}/sandbox/fixtures`);
    expect(answer.ok()).toBe(true);
    await use((await answer.json()) as SandboxFixtures);
  },
  axe: async ({ page }, use, testInfo) => {
    const visited = new Set<string>();
    const checked = new Set<string>();
    const errors: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const name = pageOf(frame.url());
      if (name) visited.add(name);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(async (label) => {
      const name = pageOf(page.url()) ?? page.url();
      // Soft: the journey goes on, and reports every page's violations at its end.
      expect.soft(await seriousViolations(page), `axe on ${label ?? name}`).toEqual([]);
      checked.add(name);
    });
    if (testInfo.status === testInfo.expectedStatus) {
      expect(
        [...visited].filter((name) => !checked.has(name)),
        'pages visited without an axe check',
      ).toEqual([]);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    }
  },
});

export { expect };

/** Chooses `date` in the details page's date dropdown (moving on a month when needed). */
export async function chooseDate(page: Page, date: string): Promise<void> {
  await page.getByRole('button', { name: /^Date / }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  const day = dialog.getByRole('button', { name: `${dayName(date)}, available` });
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  for (let step = 0; step < 3 && !(await day.isVisible()); step++)
    await dialog.getByRole('button', { name: 'Next Month' }).click();
  await day.click();
  await expect(dialog).toBeHidden();
}

/**
 * The widest page on which the playground's widget confirms a new reservation with the 'Added to
 * basket' modal rather than the basket dropdown (spec 2 §4, §9: 800 px of widget width; the widget
 * spans the page, so no wider than the viewport).
 */
const ADDED_MODAL_MAX_VIEWPORT = 800;

/**
 * What most journeys do first: open the Dublin walking tour's details page on `date` (axe-checked),
 * check availability, put the first option in the basket and go to the payment page from it — on a
 * narrow page through the 'Added to basket' modal's 'Go to basket', which it expects there.
 */
export async function walkingTourToCheckout(
  page: Page,
  { attractionId, date, axe }: { attractionId: string; date: string; axe: (label?: string) => Promise<void> },
): Promise<void> {
  await page.goto(storefront(`/en-GB/EUR/${attractionId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dublin Old Town Walking Tour' })).toBeVisible();
  await axe('details');
  await chooseDate(page, date);
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await page
    .getByRole('region', { name: 'Available options' })
    .getByRole('button', { name: 'Add to basket' })
    .first()
    .click();
  const viewport = page.viewportSize();
  if (viewport && viewport.width <= ADDED_MODAL_MAX_VIEWPORT)
    await page
      .getByRole('dialog', { name: 'Added to basket' })
      .getByRole('button', { name: 'Go to basket' })
      .click();
  await page.getByRole('dialog', { name: 'Basket' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}
