import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../i18n/messages/en-GB';
import { CARD_TEXT_KEYS, cardTextsFromMessages, DEFAULT_CARD_TEXTS, resolveCardTexts } from './cardTexts';

describe('card texts', () => {
  it('carry the spec’s card messages verbatim (spec 2 §8)', () => {
    expect(DEFAULT_CARD_TEXTS.configurationError).toBe('Payment configuration error. Please try again.');
    expect(DEFAULT_CARD_TEXTS.invalidConfiguration).toBe('Invalid payment configuration. Please try again.');
    expect(DEFAULT_CARD_TEXTS.processingError).toBe(
      'An error occurred while processing your payment. Please try again.',
    );
    expect(DEFAULT_CARD_TEXTS.unexpectedError).toBe('An unexpected error occurred. Please try again.');
    expect(DEFAULT_CARD_TEXTS.loadFailed).toBe('Payment configuration error. Please try again.');
  });

  it('each translatable text has a key in the catalogue', () => {
    for (const key of Object.values(CARD_TEXT_KEYS)) expect(checkoutMessages[key]).toBeTruthy();
  });

  it('translate through the catalogue’s keys; overrides leave the rest English', () => {
    const german = cardTextsFromMessages((key) => `de:${key}`);
    expect(german.numberInvalid).toBe('de:checkout.card.numberInvalid');
    const texts = resolveCardTexts({ cvcPlaceholder: 'Prüfnummer', brands: { amex: 'AmEx' } }, 'de-DE');
    expect(texts.cvcPlaceholder).toBe('Prüfnummer');
    expect(texts.numberPlaceholder).toBe('1234 1234 1234 1234');
    expect(texts.brands).toMatchObject({ amex: 'AmEx', visa: 'Visa' });
    expect(resolveCardTexts((locale) => ({ loading: locale }), 'fr-FR').loading).toBe('fr-FR');
  });
});
