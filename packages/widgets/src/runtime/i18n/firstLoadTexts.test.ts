import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commonMessages } from '@coras/checkout/common-messages';
import { describe, expect, it } from 'vitest';
import { ENTRIES, WIDGETS_SRC as src, staticGraph } from '../../../test/importGraph.test-utils';
import { messageFolders } from '../../../test/messages.test-utils';
import { completeEnglish } from '../../app/locales/english';
import { sharedMessages as shellEnglish } from './messages/en-GB';

// Issue 9: the English bundle on the landing's first load holds the shared texts only; each feature
// and page brings its own English (useTranslate's fallback). An en-GB visitor would see a key instead
// of a text if a module on the first load asked for a text whose English is not loaded with it. Types
// forbid it (`useTranslate()` takes the shared keys); this proves it on the import graph, for the
// keys written as literals: in `t('…')` calls and in the maps of keys a component picks from.

/** Each feature's and page's English module (relative to `src`) and its own texts. */
const PART_ENGLISH: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  [...(await messageFolders()).values()]
    .flatMap(({ english }) => [...english])
    .filter(([file]) => file !== 'runtime/i18n/messages/en-GB.ts'),
);

/** The English modules on the landing's first load: the shared texts, and those of the app, the landing and the picker's heading. */
const FIRST_LOAD_ENGLISH = [
  'app/messages/en-GB.ts',
  'features/location-picker/messages/en-GB.heading.ts',
  'pages/landing/messages/en-GB.ts',
  'runtime/i18n/messages/en-GB.ts',
];

const isEnglish = (file: string) => /\/messages\/en-GB[.\w]*\.ts$/.test(file);

const everyKey = new Set(Object.keys(completeEnglish));
const STRING_LITERAL = /(['"`])([A-Za-z][\w.]*\.[\w.]*\w)\1/g;

/** The message keys a module names as string literals (any key of any part or of the checkout). */
function keysNamedIn(file: string): string[] {
  // Comments aside (the TSDoc examples name keys too).
  const source = readFileSync(join(src, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...new Set([...source.matchAll(STRING_LITERAL)].map(([, , text]) => text as string))].filter(
    (text) => everyKey.has(text),
  );
}

/** The keys whose English a module has with it: the shell's and those of the parts it imports. */
function englishAvailableTo(file: string): Set<string> {
  const parts = staticGraph(file).files.filter((reached) => reached in PART_ENGLISH);
  return new Set([
    ...Object.keys(shellEnglish),
    ...parts.flatMap((part) => Object.keys(PART_ENGLISH[part] ?? {})),
  ]);
}

/** The modules an entry's chunk holds that may ask for texts (the catalogues themselves aside). */
const textUsers = (entry: string) =>
  staticGraph(entry).files.filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('/messages/') && !file.startsWith('app/locales/'),
  );

/** Every key a module names whose English would not be loaded with it, as `file: key`. */
function missingTexts(files: string[]): string[] {
  return files.flatMap((file) => {
    const available = englishAvailableTo(file);
    return keysNamedIn(file)
      .filter((key) => !available.has(key))
      .map((key) => `${file}: ${key}`);
  });
}

describe('the texts of the first load', () => {
  // The chrome's chunk (navbar, footer, location picker, filter bar) loads after the first cards and
  // brings its features' English (their messages/en-GB.ts) beside the shared texts, so it is walked as well.
  it.each([...ENTRIES, 'app/chrome.ts'])(
    'every text a module of %s names has its English on the first load',
    (entry) => {
      const files = textUsers(entry);
      // Not an empty walk: the landing (or the navbar, in the chrome's chunk) is in it, naming texts.
      expect(files).toEqual(
        expect.arrayContaining([
          entry === 'app/chrome.ts' ? 'features/navbar/Navbar.tsx' : 'pages/landing/LandingPage.tsx',
        ]),
      );
      expect(keysNamedIn('pages/landing/LandingPage.tsx').length).toBeGreaterThan(0);
      expect(missingTexts(files)).toEqual([]);
    },
  );

  it.each(ENTRIES)('no module of %s builds a key from parts, which this proof could not read', (entry) => {
    const computed = textUsers(entry).filter((file) =>
      /\bt\(\s*(`[^`]*\$\{|['"][^'"]*['"]\s*\+)/.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(computed).toEqual([]);
  });

  it('would catch a lazy part’s text on the first load: the parts name keys the shell lacks', () => {
    // The same check on the parts' own modules, with only the shell's English, finds their keys.
    const withShellOnly = (file: string) => keysNamedIn(file).filter((key) => !(key in shellEnglish));
    expect(withShellOnly('pages/help/HelpPage.tsx')).toContain('help.tab.faqAttractions');
    expect(withShellOnly('pages/details/DetailsArea.tsx')).toContain('details.included');
    expect(withShellOnly('features/details-booking/TicketSelector.tsx').length).toBeGreaterThan(0);
    expect(withShellOnly('pages/search/SearchPage.tsx')).toContain('search.backToTop');
    expect(withShellOnly('features/seating-chart/SeatingChart.tsx')).toContain('seatingChart.loading');
    expect(withShellOnly('features/filters/FiltersDrawer.tsx')).toContain('filters.apply');
    expect(withShellOnly('features/navbar/Navbar.tsx')).toContain('navbar.label');
    expect(withShellOnly('features/footer/Footer.tsx')).toContain('footer.terms');
    expect(withShellOnly('features/basket/BasketModal.tsx')).toContain('basket.addedToBasket');
    // …and with their own English, nothing is missing.
    expect(
      missingTexts([
        'pages/help/HelpPage.tsx',
        'pages/help/contact/ContactForm.tsx',
        'pages/details/DetailsPage.tsx',
        'pages/details/DetailsArea.tsx',
        'features/details-booking/DetailsBooking.tsx',
        'pages/search/SearchPage.tsx',
        'features/filters/FiltersDrawer.tsx',
        'features/location-picker/LocationPicker.tsx',
        'features/navbar-search/NavbarSearch.tsx',
        'features/basket/BasketPanel.tsx',
        'features/navbar/Navbar.tsx',
        'features/footer/Footer.tsx',
        'features/filters/FilterBar.tsx',
        'features/basket/BasketModal.tsx',
        'features/basket/BasketAnnouncer.tsx',
        'features/basket/BasketFullScreen.tsx',
      ]),
    ).toEqual([]);
  });
});

describe('the features’ and pages’ English', () => {
  it('is found: every feature’s and page’s English module, beside the shared texts', () => {
    expect(Object.keys(PART_ENGLISH).length).toBeGreaterThanOrEqual(13);
    expect(Object.keys(PART_ENGLISH)).toEqual(expect.arrayContaining(FIRST_LOAD_ENGLISH.slice(0, 3)));
  });

  it.each(['app/BookingApp.tsx', 'elements/index.ts', 'elements/register.ts'])(
    '%s reaches only the first load’s English: the shared texts, the app’s, the landing’s, the picker’s heading',
    (entry) => {
      const { files } = staticGraph(entry);
      expect(files).toContain('pages/landing/LandingPage.tsx');
      // BookingApp renders inside the host's provider, whose shared texts it does not import.
      expect(FIRST_LOAD_ENGLISH).toEqual(expect.arrayContaining(files.filter(isEnglish)));
      expect(files).toContain('pages/landing/messages/en-GB.ts');
      expect(files.filter((file) => file.startsWith('app/locales/'))).toEqual([]);
    },
  );

  // index.ts exports SeatingChart, the navbar, footer, picker and bar, and the basket's modal and
  // notices, for hosts that render them themselves, so their texts come with them; a bundler keeps
  // them only when the host uses them (the app loads the chrome and the basket in their own chunks).
  it('index.ts reaches, beside them, only the English of the features it exports', () => {
    const messages = staticGraph('index.ts').files.filter(isEnglish);
    expect(messages.sort()).toEqual(
      [
        ...FIRST_LOAD_ENGLISH,
        'features/basket/messages/en-GB.ts',
        'features/filters/messages/en-GB.ts',
        'features/footer/messages/en-GB.ts',
        'features/location-picker/messages/en-GB.ts',
        'features/navbar-search/messages/en-GB.ts',
        'features/navbar/messages/en-GB.ts',
        'features/seating-chart/messages/en-GB.ts',
      ].sort(),
    );
  });

  it.each([
    ['pages/details/DetailsPage.tsx', 'pages/details/messages/en-GB.ts'],
    ['pages/details/DetailsPage.tsx', 'features/details-booking/messages/en-GB.ts'],
    ['features/seating-chart/SeatingChart.tsx', 'features/seating-chart/messages/en-GB.ts'],
    ['pages/help/HelpPage.tsx', 'pages/help/messages/en-GB.ts'],
    ['pages/search/SearchPage.tsx', 'pages/search/messages/en-GB.ts'],
    ['features/filters/FiltersDrawer.tsx', 'features/filters/messages/en-GB.ts'],
    ['features/navbar/MobileMenu.tsx', 'features/navbar/messages/en-GB.ts'],
    ['app/chrome.ts', 'features/navbar/messages/en-GB.ts'],
    ['features/basket/BasketModal.tsx', 'features/basket/messages/en-GB.ts'],
  ])('%s brings %s with it', (page, english) => {
    expect(staticGraph(page).files).toContain(english);
  });

  it('the features, the pages and the shared texts share no key, and make the catalogue', () => {
    const sources = [shellEnglish, ...Object.values(PART_ENGLISH)].map((texts) => Object.keys(texts));
    const all = sources.flat();
    expect(all.length).toBe(new Set(all).size);
    expect(all.sort()).toEqual(Object.keys(completeEnglish).sort());
    // The checkout translates its own texts (pages/payment/useCheckoutTranslate.ts); the ones it
    // shares with the widgets (error modal, required field, the basket's words) are the shared ones.
    expect(all.filter((key) => key.startsWith('checkout.'))).toEqual([]);
    expect(Object.keys(commonMessages).every((key) => key in shellEnglish)).toBe(true);
  });
});
