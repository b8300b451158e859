import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_IMPORT, ENTRIES, WIDGETS_SRC as src, staticGraph } from '../../test/importGraph.test-utils';

// Issue 6: a landing visitor downloads none of the search and details pages' code, and an en-GB
// visitor no other language; issue 9: nor the code of the controls used only once touched, which
// loads after the first render (test/importGraph.ts walks what each entry's chunk holds; payment
// and help have their own proofs beside them).

const staticFiles = (entry: string) => staticGraph(entry).files;

describe('what a landing visitor downloads', () => {
  it.each(ENTRIES)('%s reaches neither page statically', (entry) => {
    const files = staticFiles(entry);
    // The walk follows the landing page itself, so an empty answer is not an empty walk.
    expect(files).toContain('pages/landing/LandingPage.tsx');
    expect(files.filter((file) => /^pages\/(search|details)\//.test(file))).toEqual([]);
    // The details page's booking panel and image viewer ride in its chunk, not the landing's.
    expect(files.filter((file) => /^features\/(details-booking|image-viewer)\/.*\.tsx?$/.test(file))).toEqual(
      [],
    );
  });

  // index.ts also exports the navbar, footer, picker and bar for hosts that compose their own page
  // (a bundler keeps them only when imported), so this is proven on what the widgets render.
  it.each([
    'app/BookingApp.tsx',
    'pages/landing/LandingPage.tsx',
    'elements/index.ts',
    'elements/register.ts',
  ])(
    '%s leaves the navbar, the footer, the location picker and the filter bar to the chrome’s chunk',
    (entry) => {
      const files = staticFiles(entry);
      if (entry !== 'pages/landing/LandingPage.tsx')
        expect(files).toContain('features/navbar/NavbarPlaceholder.tsx');
      // Their places are held by placeholders of their size; the chrome loads after the first cards
      // (runtime/lazy/useAfterFirstPage.ts).
      expect(files).toEqual(
        expect.arrayContaining([
          'runtime/lazy/useAfterFirstPage.ts',
          'features/location-picker/LocationPickerPlaceholder.tsx',
          'features/filters/FilterBarPlaceholder.tsx',
        ]),
      );
      const chrome = [
        'features/navbar/Navbar.tsx',
        'features/footer/Footer.tsx',
        'features/filters/FilterBar.tsx',
        'features/filters/FilterChips.tsx',
        'features/location-picker/LazyLocationPicker.tsx',
        'features/navbar-search/LazyNavbarSearch.tsx',
        'features/basket/LazyNavbarBasket.tsx',
      ];
      expect(files.filter((file) => chrome.includes(file))).toEqual([]);
    },
  );

  it('the chrome’s chunk holds the stand-ins, and leaves the controls they load to lazy chunks', () => {
    const files = staticFiles('app/chrome.ts');
    // Their stand-ins come with the chrome, and load them (see useStandIn in @coras/ui).
    expect(files).toEqual(
      expect.arrayContaining([
        'features/location-picker/LazyLocationPicker.tsx',
        'features/navbar-search/LazyNavbarSearch.tsx',
        'features/navbar/LazyMobileMenu.tsx',
        'features/filters/LazyFiltersDrawer.tsx',
        'features/navbar/LazySettingMenu.tsx',
        'features/filters/LazySortDropdown.tsx',
        'features/filters/LazyDateRangeFilter.tsx',
      ]),
    );
    const interactive = [
      'features/location-picker/LocationPicker.tsx',
      'features/location-picker/useLocationPicker.ts',
      'features/navbar-search/NavbarSearch.tsx',
      'features/navbar-search/useNavbarSearch.ts',
      'features/navbar/MobileMenu.tsx',
      'features/filters/FiltersDrawer.tsx',
      'features/navbar/SettingMenu.tsx',
      'features/filters/SortSelector.tsx',
      'features/filters/DateRangeFilter.tsx',
      'features/filters/RangeCalendar.tsx',
    ];
    expect(files.filter((file) => interactive.includes(file))).toEqual([]);
  });

  // index.ts also exports the basket's hooks and views for a host that builds its own basket; a
  // bundler keeps those only when the host imports them (sideEffects), so the basket is proven on
  // what the widgets render: the chrome's navbar.
  it("the chrome's navbar leaves the basket's code — its store, the reservations call, the live region — to lazy chunks", () => {
    const files = staticFiles('app/chrome.ts');
    expect(files).toContain('features/navbar/Navbar.tsx');
    // The stand-in button and the navbar's count, which loads the store on idle, are in it.
    expect(files).toEqual(
      expect.arrayContaining(['features/basket/LazyNavbarBasket.tsx', 'runtime/basket/useBasketQuantity.ts']),
    );
    const basket = [
      'features/basket/NavbarBasket.tsx',
      'runtime/basket/basketStore.ts',
      'runtime/basket/useBasket.ts',
      'features/basket/BasketAnnouncer.tsx',
      'features/basket/useContainerWidth.ts',
    ];
    expect(files.filter((file) => basket.includes(file))).toEqual([]);
  });

  it.each(ENTRIES)('%s reaches no locale’s texts but English (each language is its own chunk)', (entry) => {
    // The features' and pages' English modules have their own proof: i18n/firstLoadTexts.test.ts.
    const catalogues = staticFiles(entry).filter((file) =>
      /\/messages\/(?!en-GB)[a-z]{2}-[A-Z]{2}\.ts$|^app\/locales\//.test(file),
    );
    expect(catalogues).toEqual([]);
    // Nor the table of the other languages' imports: it is a chunk of its own, asked for first.
    expect(staticFiles(entry)).not.toContain('app/locales/loaders.ts');
    expect(readFileSync(join(src, 'app/CorasProvider.tsx'), 'utf8')).toContain("import('./locales/loaders')");
  });

  it('the controls the stand-ins load come in one chunk, asked for in one place', () => {
    const standIns = [
      'features/location-picker/LazyLocationPicker.tsx',
      'features/navbar-search/LazyNavbarSearch.tsx',
      'features/navbar/LazyMobileMenu.tsx',
      'features/navbar/LazySettingMenu.tsx',
      'features/basket/LazyNavbarBasket.tsx',
      'features/filters/LazySortDropdown.tsx',
      'features/filters/LazyDateRangeFilter.tsx',
      'features/filters/LazyFiltersDrawer.tsx',
    ];
    for (const file of standIns) {
      const source = readFileSync(join(src, file), 'utf8');
      expect([...source.matchAll(DYNAMIC_IMPORT)], file).toEqual([]);
      // The stand-in names its part (its feature's parts.ts); app/ says which chunk brings it.
      expect(source, file).toContain("from './parts'");
    }
    const lazy = readFileSync(join(src, 'app/controlParts.ts'), 'utf8');
    expect([...lazy.matchAll(DYNAMIC_IMPORT)].map(([, path]) => path)).toEqual(['./controls']);
    expect(lazy.match(/part\.provide\(lazyControls\)/g)).toHaveLength(1);
    expect(staticFiles('app/controls.ts')).toEqual(
      expect.arrayContaining([
        'features/basket/NavbarBasket.tsx',
        'features/filters/DateRangeFilter.tsx',
        'features/filters/FiltersDrawer.tsx',
        'features/filters/SortSelector.tsx',
        'features/location-picker/LocationPicker.tsx',
        'features/navbar/MobileMenu.tsx',
        'features/navbar-search/NavbarSearch.tsx',
        'features/navbar/SettingMenu.tsx',
      ]),
    );
  });

  it('BookingApp loads both pages with a dynamic import', () => {
    const app = readFileSync(join(src, 'app/BookingApp.tsx'), 'utf8');
    expect(app).toMatch(/import\(\s*['"]\.\.\/pages\/search\/SearchPage['"]\s*\)/);
    expect(app).toMatch(/import\(\s*['"]\.\.\/pages\/details\/DetailsPage['"]\s*\)/);
  });
});

describe("the host page's navigate() and inward params-update (spec 1 §2)", () => {
  it('load their check with the first call, in a chunk that shares no module with the first load', () => {
    for (const entry of ENTRIES)
      expect(staticFiles(entry)).not.toContain('runtime/navigation/hostNavigation.ts');
    const provider = readFileSync(join(src, 'runtime/provider/useWidgetNavigation.ts'), 'utf8');
    expect([...provider.matchAll(DYNAMIC_IMPORT)].map(([, path]) => path)).toContain(
      '../navigation/hostNavigation',
    );
    // A shared module would be split off the first load's chunk into one of its own (0.3 kB more).
    expect(staticFiles('runtime/navigation/hostNavigation.ts')).toEqual([
      'runtime/navigation/hostNavigation.ts',
    ]);
  });
});
