import { DEFAULT_DATE_LOCALE, SUPPORTED_LOCALES } from '@coras/booking-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../../test/harness.test-utils';
import { Footer } from '../../features/footer/Footer';
import { useNavigate } from '../provider/navigation-context';
import { englishBundle, type LocaleBundle, loadLocaleBundle, provideLocaleTable } from './catalogue';

// The table of the locales' chunks is the app's (app/CorasProvider.tsx provides it as it renders).
provideLocaleTable(() => import('../../app/locales/loaders'));

/** The date-fns locale a bundle carries; failing the test when it carries none. */
function dateLocaleOf(bundle: LocaleBundle) {
  if (!bundle.dateLocale) throw new Error(`${bundle.locale} carries no date-fns locale`);
  return bundle.dateLocale;
}

function GermanButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate({ page: 'landing', locale: 'de-DE' })}>
      Deutsch
    </button>
  );
}

describe('locale bundles', () => {
  it('loads German texts with the German date locale from the de-DE chunk', async () => {
    const bundle = await loadLocaleBundle('de-DE');
    expect(bundle.locale).toBe('de-DE');
    expect(bundle.messages['basket.addedToBasket']).toBe('In den Warenkorb gelegt');
    expect(bundle.dateLocale?.code).toBe('de');
    expect(format(new Date(2026, 11, 1), 'EEEE, d. MMMM', { locale: dateLocaleOf(bundle) })).toBe(
      'Dienstag, 1. Dezember',
    );
  });

  // The date-fns locale each chunk carries. fr-MA has none in date-fns: its dates use `fr` (French
  // month and day names are the same in Morocco), while its numbers keep fr-MA.
  const DATE_FNS_CODES = {
    'da-DK': 'da',
    'de-DE': 'de',
    'en-GB': undefined,
    'en-IE': 'en-IE',
    'en-US': 'en-US',
    'es-ES': 'es',
    'fr-FR': 'fr',
    'fr-MA': 'fr',
    'is-IS': 'is',
    'it-IT': 'it',
    'ms-MY': 'ms',
    'nb-NO': 'nb',
    'pl-PL': 'pl',
    'pt-PT': 'pt',
    'sv-SE': 'sv',
    'th-TH': 'th',
    'tr-TR': 'tr',
    'zh-CN': 'zh-CN',
  } as const;

  it.each(SUPPORTED_LOCALES.map((locale) => [locale, DATE_FNS_CODES[locale]]))(
    '%s carries the date-fns locale %s',
    async (locale, code) => {
      expect((await loadLocaleBundle(locale)).dateLocale?.code).toBe(code);
    },
  );

  it('formats Thai months with Gregorian years (date-fns has no Buddhist era) and Moroccan ones in French', async () => {
    const th = dateLocaleOf(await loadLocaleBundle('th-TH'));
    expect(format(new Date(2026, 0, 1), 'LLLL yyyy', { locale: th })).toBe('มกราคม 2026');
    const frMA = dateLocaleOf(await loadLocaleBundle('fr-MA'));
    expect(format(new Date(2026, 4, 1), 'LLLL yyyy', { locale: frMA })).toBe('mai 2026');
  });

  it('gives en-GB the bundled English texts without loading a chunk', async () => {
    await expect(loadLocaleBundle('en-GB')).resolves.toBe(englishBundle);
  });

  it("leaves en-GB's date-fns locale to the formatters' default, off the first load", () => {
    expect(englishBundle.dateLocale).toBeUndefined();
    expect(DEFAULT_DATE_LOCALE.code).toBe('en-GB');
    expect(format(new Date(2026, 11, 1), 'EEEE, d MMMM', { locale: DEFAULT_DATE_LOCALE })).toBe(
      'Tuesday, 1 December',
    );
  });

  it('renders a widget configured for de-DE in German', async () => {
    renderWithSandbox(<Footer partnerContactUrl="https://partner.example/contact" />, {
      locale: 'de-DE',
      locales: 'en-GB,de-DE',
    });
    expect(await screen.findByRole('button', { name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hilfe und Kontakt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt (öffnet in einem neuen Tab)' })).toBeInTheDocument();
    expect(screen.queryByText('Privacy policy')).toBeNull();
  });

  it('switches the texts on screen when the visitor switches to German', async () => {
    renderWithSandbox(
      <>
        <GermanButton />
        <Footer />
      </>,
      { locales: 'en-GB,de-DE' },
    );
    expect(screen.getByRole('button', { name: 'Terms and conditions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('button', { name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terms and conditions' })).toBeNull();
  });
});
