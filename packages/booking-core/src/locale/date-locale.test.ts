import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DATE_FNS_LOCALE_CODES, DEFAULT_DATE_LOCALE, loadDateLocale } from './date-locale';
import { SUPPORTED_LOCALES } from './locales';

describe('loadDateLocale', () => {
  it.each(SUPPORTED_LOCALES.map((locale) => [locale, DATE_FNS_LOCALE_CODES[locale]]))(
    '%s loads the date-fns locale %s',
    async (locale, code) => {
      const loaded = await loadDateLocale(locale);
      expect(loaded.code).toBe(code);
    },
  );

  it('falls back to date-fns fr for fr-MA, which date-fns does not have', async () => {
    expect(DATE_FNS_LOCALE_CODES['fr-MA']).toBe('fr');
    const fr = await loadDateLocale('fr-MA');
    expect(format(new Date(2026, 4, 1), 'LLLL yyyy', { locale: fr })).toBe('mai 2026');
  });

  it('resolves unknown locales to en-GB, the bundled default', async () => {
    expect(await loadDateLocale('xx-XX')).toBe(DEFAULT_DATE_LOCALE);
    expect(DEFAULT_DATE_LOCALE.code).toBe('en-GB');
  });

  it('formats Thai months with Gregorian years (date-fns has no Buddhist era)', async () => {
    const th = await loadDateLocale('th-TH');
    expect(format(new Date(2026, 0, 1), 'LLLL yyyy', { locale: th })).toBe('มกราคม 2026');
  });
});
