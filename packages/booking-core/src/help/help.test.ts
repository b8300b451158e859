import { describe, expect, it } from 'vitest';
import {
  buildSupportMessage,
  CONTACT_REQUIRED_FIELDS,
  DEFAULT_HELP_CONTENT,
  HELP_INFO_PAGES,
  HELP_TABS,
  helpPageSlug,
  interceptHelpLink,
  resolveHelpContent,
  splitContactName,
  validateContactForm,
} from './help';

describe('help content (spec 2 §2)', () => {
  it('has the tabs, info pages, texts and default', () => {
    expect(HELP_TABS).toEqual(['faq-attractions', 'faq-music', 'faq-theatres', 'faq-sports', 'contact']);
    expect(HELP_INFO_PAGES).toEqual(['cookies', 'privacy-policy', 'terms-and-conditions']);
    expect(DEFAULT_HELP_CONTENT).toBe('faq-attractions');
  });

  it('resolves the content parameter, defaulting to faq-attractions', () => {
    expect(resolveHelpContent('faq-music')).toEqual({ kind: 'tab', tab: 'faq-music' });
    expect(resolveHelpContent(' cookies ')).toEqual({ kind: 'info', page: 'cookies' });
    expect(resolveHelpContent('')).toEqual({ kind: 'tab', tab: 'faq-attractions' });
    expect(resolveHelpContent(undefined)).toEqual({ kind: 'tab', tab: 'faq-attractions' });
    expect(resolveHelpContent('nonsense')).toEqual({ kind: 'tab', tab: 'faq-attractions' });
  });

  it('fetches FAQ tabs and info pages by slug, nothing for contact', () => {
    expect(helpPageSlug({ kind: 'tab', tab: 'faq-sports' })).toBe('faq-sports');
    expect(helpPageSlug({ kind: 'info', page: 'terms-and-conditions' })).toBe('terms-and-conditions');
    expect(helpPageSlug({ kind: 'tab', tab: 'contact' })).toBeUndefined();
  });
});

describe('interceptHelpLink (spec 2 §2)', () => {
  it.each([
    ['#contact-link', { action: 'openContact' }],
    ['#microsite-link', { action: 'navigate', update: { page: 'landing' } }],
    ['#checkin-link', { action: 'navigate', update: { page: 'landing' } }],
    ['#privacy-policy-link', { action: 'navigate', update: { page: 'help', content: 'privacy-policy' } }],
    ['https://partner.example/contact', { action: 'default' }],
    ['http://partner.example', { action: 'default' }],
    ['mailto:help@example.com', { action: 'default' }],
    ['//cdn.example/x', { action: 'default' }],
    ['', { action: 'default' }],
    [null, { action: 'default' }],
  ] as const)('%s → %j', (href, action) => {
    expect(interceptHelpLink(href, 'text')).toEqual(action);
  });

  it('passes other relative links on with their href and text', () => {
    expect(interceptHelpLink('/gift-cards', ' Gift cards ')).toEqual({
      action: 'pass',
      href: '/gift-cards',
      text: 'Gift cards',
    });
    expect(interceptHelpLink('#faq-3')).toEqual({ action: 'pass', href: '#faq-3', text: '' });
  });
});

describe('contact form', () => {
  it('requires name, email, event name, subject and message; the order reference is optional', () => {
    expect(CONTACT_REQUIRED_FIELDS).toEqual(['name', 'email', 'eventName', 'subject', 'message']);
    expect(validateContactForm({})).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      eventName: { code: 'required' },
      subject: { code: 'required' },
      message: { code: 'required' },
    });
    expect(
      validateContactForm({
        name: 'Ada',
        email: 'ada.example.com',
        eventName: 'Gig',
        subject: 'refund',
        message: 'Hi',
      }),
    ).toEqual({ email: { code: 'email' } });
    expect(
      validateContactForm({ name: 'Ada', email: 'a@b', eventName: 'Gig', subject: 'refund', message: 'Hi' }),
    ).toEqual({});
  });

  it('splits the name: first word, then the rest; one word is both', () => {
    expect(splitContactName('Ada King Lovelace')).toEqual({ first_name: 'Ada', last_name: 'King Lovelace' });
    expect(splitContactName('  Cher ')).toEqual({ first_name: 'Cher', last_name: 'Cher' });
  });

  it('builds the customer-support body (spec 2 §7)', () => {
    const values = {
      name: 'Ada Lovelace',
      email: ' ada@example.com ',
      eventName: 'Jazz night',
      orderReference: ' ',
      subject: 'refund',
      message: ' Help ',
    };
    expect(buildSupportMessage(values, 'de-DE')).toEqual({
      language_code: 'de',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      attraction_name: 'Jazz night',
      subject: 'refund',
      question: 'Help',
      order_reference: null,
      attraction_location: null,
      attraction_date: null,
    });
    expect(buildSupportMessage({ ...values, orderReference: 'ORD-9' }, 'en-GB').order_reference).toBe(
      'ORD-9',
    );
  });
});
