import { type CheckoutMessage, formatMessage } from '@coras/booking-core';
import { describe, expect, it } from 'vitest';
import { commonMessages } from '../commonMessages';
import { checkoutMessages } from '../i18n/messages/en-GB';
import { englishTranslate, translateCheckoutMessage, translateFieldHelp } from './translate';

describe('the checkout texts', () => {
  it('keeps the spec’s words verbatim (spec 2 §2, §5, §8)', () => {
    const t = englishTranslate();
    expect(t('checkout.loading')).toBe('Loading...');
    expect(t('checkout.payNow')).toBe('Pay now');
    expect([
      t('checkout.section.contact'),
      t('checkout.section.activity'),
      t('checkout.section.payment'),
      t('checkout.section.billing'),
    ]).toEqual(['Contact details', 'Activity details', 'Payment details', 'Billing address']);
    expect(t('checkout.success.sentTo')).toBe("We've sent your order confirmation to");
    expect(t('checkout.success.amountPaid')).toBe('Amount Paid');
    expect(t('checkout.success.helpCentre')).toBe('Help Centre');
    expect(t('checkout.failure.title')).toBe('Sorry, your order was not successful');
    expect(t('checkout.failure.tryAgain')).toBe('Try again');
    expect(t('checkout.failure.body')).toMatch(/^Your card has not been charged/);
    expect(t('checkout.success.title')).toBe('Thanks, your booking is confirmed!');
    expect(t('checkout.success.titleMany')).toBe('Thanks, your bookings are confirmed!');
    expect(t('checkout.success.ticketsFor', { count: 2, name: 'Zipline' })).toBe('2 x tickets for Zipline');
    expect(t('checkout.terms', { link: 'Terms & Conditions' })).toBe(
      'I confirm I have read and accept the Terms & Conditions',
    );
    expect(translateFieldHelp(t, 'email')).toBe('We will email your order confirmation to this address');
    expect(translateFieldHelp(t, 'safety')).toBe('Required by operator for safety reasons');
    expect(translateFieldHelp(t, 'passport')).toBe('Required by club for safety reasons');
    // spec 1 §2's text, split as the widgets' error modal splits it: one key each for both.
    expect(`${t('common.errorModal.title')} ${t('common.errorModal.message')}`).toBe(
      "We're sorry, Something went wrong. Please refresh the page and try again. If the problem persists, please contact our",
    );
    expect(t('common.errorModal.helpCentre')).toBe('Help centre');
    expect(t('common.errorModal.retry')).toBe('Refresh the page');
  });

  it.each<[CheckoutMessage, string]>([
    [{ code: 'required' }, 'This is a required field'],
    [{ code: 'email' }, 'Please enter a valid email address'],
    [{ code: 'dateFormat' }, 'Please enter a valid date in format YYYY-MM-DD'],
    [{ code: 'dateInvalid' }, 'Please enter a valid date'],
    [{ code: 'passportExpired' }, 'Passport must not be expired'],
    [{ code: 'atLeastOneReservation' }, 'At least one reservation is required'],
    [{ code: 'generic' }, 'An error occurred. Please try again.'],
    [{ code: 'processing' }, 'An error occurred while processing your payment. Please try again.'],
    [{ code: 'unexpected' }, 'An unexpected error occurred. Please try again.'],
    [{ code: 'text', text: 'Your card was declined.' }, 'Your card was declined.'],
  ])('words %j as the spec does (spec 2 §5, §8)', (message, text) => {
    expect(translateCheckoutMessage(englishTranslate(), message)).toBe(text);
  });

  it('translates codes through the catalogue and leaves written words as they came', () => {
    const t = (key: keyof typeof checkoutMessages) => `[${key}]`;
    expect(translateCheckoutMessage(t, { code: 'required' })).toBe('[common.required]');
    expect(translateCheckoutMessage(t, { code: 'text', text: 'Taken' })).toBe('Taken');
    expect(translateFieldHelp(t, 'safety')).toBe('[checkout.help.safety]');
  });

  it('formats placeholders and plurals, and keeps a placeholder without a value', () => {
    expect(formatMessage(checkoutMessages['common.basket.tickets'], { count: 1 })).toBe('1 ticket');
    expect(formatMessage(checkoutMessages['common.basket.tickets'], { count: 3 })).toBe('3 tickets');
    expect(formatMessage(checkoutMessages['checkout.errorSummary'], { count: 2 })).toBe(
      '2 fields need your attention.',
    );
    expect(formatMessage('Accept the {link}')).toBe('Accept the {link}');
    expect(formatMessage('{broken')).toBe('{broken');
  });

  it('prefixes every key with checkout., except the texts it shares with the widgets (common.)', () => {
    for (const key of Object.keys(checkoutMessages)) {
      expect(key.startsWith('checkout.') || key in commonMessages).toBe(true);
      expect(key.startsWith('common.')).toBe(key in commonMessages);
    }
  });
});
