import { readdirSync } from 'node:fs';
import { SUPPORTED_LOCALES, type SupportedLocale } from '@coras/booking-core';
import { checkoutMessages, loadCheckoutMessages } from '@coras/checkout/messages';
import { describe, expect, it } from 'vitest';
import { type MessageFolder, messageFolders } from '../../../test/messages.test-utils';
import { completeEnglish } from './english';

type Catalogue = Readonly<Record<string, string>>;

// The source of every key: the English of each feature and page (each ships with its code;
// english.ts puts them together) and of the checkout, which translates its own texts in every
// locale (checked here with the widget's, as the payment page reads them together).
const english: Catalogue = { ...completeEnglish, ...checkoutMessages };

// Every locale's chunk (this folder's `<locale>.ts`, putting each feature's and page's texts of the
// locale together), read here at once: the widget itself loads each one as its own chunk.
const fileNames = readdirSync(import.meta.dirname).filter((name) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(name));
const catalogues = new Map<string, Catalogue>(
  await Promise.all(
    SUPPORTED_LOCALES.filter((locale) => locale !== 'en-GB').map(
      async (locale) =>
        [
          locale,
          {
            ...((await import(`./${locale}.ts`)) as { messages: Catalogue }).messages,
            ...(await loadCheckoutMessages(locale)),
          },
        ] as const,
    ),
  ),
);

// Each feature's and page's texts, by folder: its English and its locale files.
const folders = await messageFolders();

function catalogueOf(locale: SupportedLocale): Catalogue {
  const messages = catalogues.get(locale);
  if (!messages) throw new Error(`no catalogue for ${locale}`);
  return messages;
}

const translated = SUPPORTED_LOCALES.filter((locale) => locale !== 'en-GB');
const englishKeys = Object.keys(english).sort();

/** What a message interpolates: its `{name}` placeholders and, per plural argument, its branch selectors. */
interface MessageArguments {
  placeholders: Set<string>;
  plurals: Map<string, string[]>;
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`unbalanced braces in ${JSON.stringify(text)}`);
}

function argumentsOf(
  template: string,
  found: MessageArguments = { placeholders: new Set(), plurals: new Map() },
) {
  let index = template.indexOf('{');
  while (index >= 0) {
    const close = closingBrace(template, index);
    const inner = template.slice(index + 1, close);
    const comma = inner.indexOf(',');
    if (comma < 0) {
      found.placeholders.add(inner.trim());
    } else {
      const name = inner.slice(0, comma).trim();
      const rest = inner.slice(comma + 1);
      const kindEnd = rest.indexOf(',');
      if (rest.slice(0, kindEnd).trim() !== 'plural') throw new Error(`not a plural: ${inner}`);
      const body = rest.slice(kindEnd + 1);
      const selectors: string[] = [];
      let cursor = 0;
      for (let open = body.indexOf('{'); open >= 0; open = body.indexOf('{', cursor)) {
        selectors.push(body.slice(cursor, open).trim());
        const end = closingBrace(body, open);
        argumentsOf(body.slice(open + 1, end), found);
        cursor = end + 1;
      }
      found.plurals.set(name, [...(found.plurals.get(name) ?? []), ...selectors]);
    }
    index = template.indexOf('{', close + 1);
  }
  return found;
}

const wholeNumberCategories = new Map<string, Set<string>>();

/** The plural categories a locale picks for the whole numbers a widget shows (tickets, results…). */
function categoriesForWholeNumbers(locale: string): Set<string> {
  let categories = wholeNumberCategories.get(locale);
  if (!categories) {
    const rules = new Intl.PluralRules(locale);
    categories = new Set();
    for (let count = 0; count <= 1000; count++) categories.add(rules.select(count));
    wholeNumberCategories.set(locale, categories);
  }
  return categories;
}

/** How a translation's placeholders and plurals differ from the English text's; none when they match. */
function argumentProblems(locale: string, source: string, text: string): string[] {
  const want = argumentsOf(source);
  const got = argumentsOf(text);
  const problems: string[] = [];
  const same = (a: Iterable<string>, b: Iterable<string>) => [...a].sort().join() === [...b].sort().join();
  if (!same(got.placeholders, want.placeholders)) {
    problems.push(
      `placeholders {${[...got.placeholders].join('}, {')}} instead of {${[...want.placeholders].join('}, {')}}`,
    );
  }
  if (!same(got.plurals.keys(), want.plurals.keys())) {
    problems.push(
      `plural arguments ${[...got.plurals.keys()].join()} instead of ${[...want.plurals.keys()].join()}`,
    );
  }
  const known = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  const needed = ['other', ...categoriesForWholeNumbers(locale)];
  for (const [argument, selectors] of got.plurals) {
    // Each branch is a category of this language or an exact `=n`; every category a whole number
    // can take has its branch, so no count falls through to the wrong form; and an exact branch
    // English has (=0 'No results found') stays.
    const unknown = selectors.filter((selector) => !selector.startsWith('=') && !known.has(selector));
    const missing = [
      ...needed.filter((category) => !selectors.includes(category)),
      ...(want.plurals.get(argument) ?? []).filter(
        (selector) => selector.startsWith('=') && !selectors.includes(selector),
      ),
    ];
    if (unknown.length > 0)
      problems.push(`{${argument}} has branches this language lacks: ${unknown.join()}`);
    if (missing.length > 0) problems.push(`{${argument}} lacks the branches ${[...new Set(missing)].join()}`);
  }
  return problems;
}

/**
 * Texts that are the same in every language: placeholders only (`{count} × {name}`), the card
 * fields' formats and units, and the date format the field expects.
 */
const TOKEN_KEYS = new Set([
  'checkout.field.datePlaceholder',
  'checkout.unit.cm',
  'checkout.unit.in',
  'checkout.unit.kg',
  'checkout.unit.lb',
  'checkout.payment.cardCvc',
  'checkout.card.numberPlaceholder',
  'checkout.card.expiryPlaceholder',
  'checkout.card.cvcPlaceholder',
]);
const isToken = (key: string, text: string) =>
  TOKEN_KEYS.has(key) || !/\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

const englishLocales = new Set<SupportedLocale>(['en-IE', 'en-US']);

describe('message catalogues', () => {
  it('has a chunk for every translated locale, and no other', () => {
    expect(fileNames.sort()).toEqual(translated.map((locale) => `${locale}.ts`).sort());
  });

  // en-IE writes as en-GB, fr-MA as fr-FR: their chunks take those texts (en-IE.ts, fr-MA.ts here).
  const written = translated.filter((locale) => locale !== 'en-IE' && locale !== 'fr-MA');

  it('finds every feature’s and page’s texts', () => {
    expect(folders.size).toBeGreaterThanOrEqual(14);
    expect([...folders.keys()]).toEqual(
      expect.arrayContaining(['features/footer/messages', 'runtime/i18n/messages']),
    );
  });

  describe.each([...folders.keys()])('%s', (folder) => {
    const texts = folders.get(folder) as MessageFolder;
    const ownKeys = [...texts.english.values()].flatMap((own) => Object.keys(own)).sort();

    it('has a file for every written locale, and no other', () => {
      expect(ownKeys.length).toBeGreaterThan(0);
      expect([...texts.locales.keys()].sort()).toEqual(written.sort());
    });

    it.each(written)('%s translates exactly its English keys', (locale) => {
      expect(Object.keys(texts.locales.get(locale) ?? {}).sort()).toEqual(ownKeys);
    });
  });

  describe.each(translated)('%s', (locale) => {
    const messages = catalogueOf(locale);

    it('has exactly the English keys', () => {
      expect(Object.keys(messages).sort()).toEqual(englishKeys);
    });

    it('has a text for every key', () => {
      const empty = Object.entries(messages).filter(([, text]) => text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('keeps the placeholders and plural arguments of the English texts', () => {
      const problems = Object.entries(english).flatMap(([key, source]) => {
        const text = messages[key];
        return text === undefined
          ? []
          : argumentProblems(locale, source, text).map((problem) => `${key}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });
  });

  // en-IE and en-US are English: they take the English texts and change only what differs.
  describe.each(translated.filter((locale) => !englishLocales.has(locale)))('%s', (locale) => {
    it('is translated, not English', () => {
      const messages = catalogueOf(locale);
      const words = Object.entries(english).filter(([key, text]) => !isToken(key, text));
      const same = words.filter(([key, text]) => messages[key] === text).map(([key]) => key);
      expect(same.length / words.length, `identical to English: ${same.join(', ')}`).toBeLessThan(0.1);
    });
  });
});

describe('the spec’s words (spec 1 §2, spec 2 §2: booking-core holds no English)', () => {
  const texts = new Set(Object.values(english));
  it.each([
    // Basket (spec 2 §2)
    'Added to basket',
    'Go to basket',
    'Continue shopping',
    // Help (spec 2 §2)
    'I need help with...',
    "Thank you, we've received your query",
    'Browse other events',
    // Landing, filters and calendar (spec 1 §2)
    'Popular on our site',
    'Show more',
    'Sort by',
    'Filters',
    'Close',
    'Clear all',
    'Apply filters',
    'Calendar',
    'Reset',
    'Done',
    'From',
    'loading',
    'error',
    // Location picker (spec 1 §2)
    'Where are you going?',
    'Things to do in',
    'Near me',
    'Popular',
    // Search page (spec 1 §2)
    'Showing results for {search}',
    'No attractions found for your criteria.',
    'Back to top',
  ])('the English catalogue says %j', (text) => {
    expect(texts.has(text)).toBe(true);
  });
});
