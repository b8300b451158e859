import {
  CARD_MESSAGES,
  CHECKOUT_HELP_TEXTS,
  CHECKOUT_MESSAGES,
  formatMessage,
  PAYMENT_PAGE_TEXTS,
} from '@coras/booking-core';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../messages';
import { englishTranslate, translateMessage } from './translate';

describe('the checkout texts', () => {
  it('keeps the spec’s words verbatim (spec 2 §2, §5, §8)', () => {
    const t = englishTranslate();
    expect(t('checkout.loading')).toBe(PAYMENT_PAGE_TEXTS.loading);
    expect(t('checkout.payNow')).toBe(PAYMENT_PAGE_TEXTS.payNow);
    expect([
      t('checkout.section.contact'),
      t('checkout.section.activity'),
      t('checkout.section.payment'),
      t('checkout.section.billing'),
    ]).toEqual(PAYMENT_PAGE_TEXTS.sections);
    expect(t('checkout.success.sentTo')).toBe(PAYMENT_PAGE_TEXTS.confirmationSentTo);
    expect(t('checkout.success.amountPaid')).toBe(PAYMENT_PAGE_TEXTS.amountPaid);
    expect(t('checkout.success.helpCentre')).toBe(PAYMENT_PAGE_TEXTS.helpCentre);
    expect(t('checkout.failure.title')).toBe(PAYMENT_PAGE_TEXTS.failureTitle);
    expect(t('checkout.failure.tryAgain')).toBe(PAYMENT_PAGE_TEXTS.tryAgain);
    expect(t('checkout.failure.body')).toMatch(/^Your card has not been charged/);
    expect(t('checkout.success.title')).toBe('Thanks, your booking is confirmed!');
    expect(t('checkout.success.titleMany')).toBe('Thanks, your bookings are confirmed!');
    expect(t('checkout.success.ticketsFor', { count: 2, name: 'Zipline' })).toBe('2 x tickets for Zipline');
    expect(t('checkout.terms', { link: 'Terms & Conditions' })).toBe(
      'I confirm I have read and accept the Terms & Conditions',
    );
    expect(t('checkout.help.email')).toBe(CHECKOUT_HELP_TEXTS.email);
    expect(t('checkout.help.safety')).toBe(CHECKOUT_HELP_TEXTS.safety);
    expect(t('checkout.help.passport')).toBe(CHECKOUT_HELP_TEXTS.passport);
  });

  it('maps every booking-core message to its key', () => {
    const t = (key: keyof typeof checkoutMessages) => `[${key}]`;
    for (const message of Object.values(CHECKOUT_MESSAGES))
      expect(translateMessage(t, message)).toMatch(/^\[/);
    expect(translateMessage(t, CARD_MESSAGES.generic)).toBe('[checkout.error.generic]');
    expect(translateMessage(t, CARD_MESSAGES.unexpected)).toBe('[checkout.error.unexpected]');
    expect(translateMessage(t, 'Your card was declined.')).toBe('Your card was declined.');
  });

  it('formats placeholders and plurals, and keeps a placeholder without a value', () => {
    expect(formatMessage(checkoutMessages['checkout.basket.tickets'], { count: 1 })).toBe('1 ticket');
    expect(formatMessage(checkoutMessages['checkout.basket.tickets'], { count: 3 })).toBe('3 tickets');
    expect(formatMessage(checkoutMessages['checkout.errorSummary'], { count: 2 })).toBe(
      '2 fields need your attention.',
    );
    expect(formatMessage('Accept the {link}')).toBe('Accept the {link}');
    expect(formatMessage('{broken')).toBe('{broken');
  });

  it('prefixes every key with checkout.', () => {
    for (const key of Object.keys(checkoutMessages)) expect(key.startsWith('checkout.')).toBe(true);
  });
});
