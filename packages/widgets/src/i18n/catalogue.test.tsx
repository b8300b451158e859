import { DEFAULT_DATE_LOCALE, formatInTimeZone } from '@coras/booking-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSandbox } from '../../test/harness.test-utils';
import { Footer } from '../layout/Footer';
import { useNavigate } from '../provider/navigation-context';
import { englishBundle, loadLocaleBundle } from './catalogue';

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
    expect(
      formatInTimeZone('2026-12-01', 'EEEE, d. MMMM', { timeZone: 'UTC', dateLocale: bundle.dateLocale }),
    ).toBe('Dienstag, 1. Dezember');
  });

  it('gives en-GB the bundled English texts without loading a chunk', async () => {
    await expect(loadLocaleBundle('en-GB')).resolves.toBe(englishBundle);
  });

  it("leaves en-GB's date-fns locale to the formatters' default, off the first load", () => {
    expect(englishBundle.dateLocale).toBeUndefined();
    expect(DEFAULT_DATE_LOCALE.code).toBe('en-GB');
    expect(
      formatInTimeZone('2026-12-01', 'EEEE, d MMMM', {
        timeZone: 'UTC',
        dateLocale: englishBundle.dateLocale,
      }),
    ).toBe('Tuesday, 1 December');
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
