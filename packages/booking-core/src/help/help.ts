import type { SupportMessageRequest } from '@coras/api-client';
import type { FieldMessage } from '../checkout/messages';
import { splitName } from '../checkout/payload';
import { localeLanguageCode } from '../locale/locales';
import type { ParamsUpdate } from '../navigation/navigation';

/** The help page's tabs ('I need help with...'), in order (spec 2 §2). */
export const HELP_TABS = ['faq-attractions', 'faq-music', 'faq-theatres', 'faq-sports', 'contact'] as const;
/** One of {@link HELP_TABS}. */
export type HelpTab = (typeof HELP_TABS)[number];
/** The numbered information pages (spec 2 §2). */
export const HELP_INFO_PAGES = ['cookies', 'privacy-policy', 'terms-and-conditions'] as const;
/** One of {@link HELP_INFO_PAGES}. */
export type HelpInfoPage = (typeof HELP_INFO_PAGES)[number];
/** The help content shown by default (spec 2 §9). */
export const DEFAULT_HELP_CONTENT: HelpTab = 'faq-attractions';

/** What the help page shows for a `content` parameter. */
export type HelpContent = { kind: 'tab'; tab: HelpTab } | { kind: 'info'; page: HelpInfoPage };

/**
 * The help content of the `content` parameter: a tab, an information page, or — for nothing or
 * anything unknown — the default tab, faq-attractions.
 */
export function resolveHelpContent(content: string | null | undefined): HelpContent {
  const value = (content ?? '').trim();
  if ((HELP_INFO_PAGES as readonly string[]).includes(value))
    return { kind: 'info', page: value as HelpInfoPage };
  if ((HELP_TABS as readonly string[]).includes(value)) return { kind: 'tab', tab: value as HelpTab };
  return { kind: 'tab', tab: DEFAULT_HELP_CONTENT };
}

/** The FAQ and info pages are fetched by slug (`GET pages/{slug}`); the contact tab fetches nothing. */
export function helpPageSlug(content: HelpContent): string | undefined {
  if (content.kind === 'info') return content.page;
  return content.tab === 'contact' ? undefined : content.tab;
}

/** What a click on a link inside help content does (spec 2 §2). */
export type HelpLinkAction =
  /** `#contact-link`: open the contact tab. */
  | { action: 'openContact' }
  /** `#microsite-link`, `#checkin-link`, `#privacy-policy-link`: a params-update. */
  | { action: 'navigate'; update: ParamsUpdate }
  /** Another relative link: passed on to the host with its href and text. */
  | { action: 'pass'; href: string; text: string }
  /** An http(s), mailto or other absolute link: left to the browser. */
  | { action: 'default' };

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/**
 * The interception rule of help-content links (spec 2 §2): `#contact-link` opens contact;
 * `#microsite-link` and `#checkin-link` go to landing; `#privacy-policy-link` opens the privacy
 * policy; other relative links are passed on with href and text; http links are left alone. The
 * view calls `preventDefault()` for every action but `default`.
 */
export function interceptHelpLink(href: string | null | undefined, text = ''): HelpLinkAction {
  const target = (href ?? '').trim();
  switch (target) {
    case '#contact-link':
      return { action: 'openContact' };
    case '#microsite-link':
    case '#checkin-link':
      return { action: 'navigate', update: { page: 'landing' } };
    case '#privacy-policy-link':
      return { action: 'navigate', update: { page: 'help', content: 'privacy-policy' } };
    default:
      if (target === '' || ABSOLUTE.test(target)) return { action: 'default' };
      return { action: 'pass', href: target, text: text.trim() };
  }
}

/** The contact form's values (spec 2 §3). */
export interface ContactFormValues {
  name: string;
  email: string;
  eventName: string;
  /** Optional. */
  orderReference?: string | undefined;
  subject: string;
  message: string;
}

/** The contact form's required fields (spec 2 §5): all but orderReference. */
export const CONTACT_REQUIRED_FIELDS = ['name', 'email', 'eventName', 'subject', 'message'] as const;

/**
 * Why each contact field is invalid (spec 2 §5): `required` for a blank required field ('This is a
 * required field'), `email` for an email without an @ ('Please enter a valid email address').
 */
export function validateContactForm(
  values: Partial<ContactFormValues>,
): Partial<Record<keyof ContactFormValues, Extract<FieldMessage, { code: 'required' | 'email' }>>> {
  const errors: Partial<
    Record<keyof ContactFormValues, Extract<FieldMessage, { code: 'required' | 'email' }>>
  > = {};
  for (const field of CONTACT_REQUIRED_FIELDS) {
    if ((values[field] ?? '').trim() === '') errors[field] = { code: 'required' };
  }
  if (!errors.email && !(values.email ?? '').includes('@')) errors.email = { code: 'email' };
  return errors;
}

/**
 * The contact name split on whitespace (spec 2 §7): the first word is `first_name`, the rest
 * `last_name` (the first word again when there is only one).
 */
export function splitContactName(name: string): { first_name: string; last_name: string } {
  const { first, last } = splitName(name);
  return { first_name: first, last_name: last };
}

/** The body of `POST customer-support` (spec 2 §7). */
export function buildSupportMessage(values: ContactFormValues, locale: string): SupportMessageRequest {
  const reference = values.orderReference?.trim();
  return {
    language_code: localeLanguageCode(locale),
    ...splitContactName(values.name),
    email: values.email.trim(),
    attraction_name: values.eventName.trim(),
    subject: values.subject,
    question: values.message.trim(),
    order_reference: reference ? reference : null,
    attraction_location: null,
    attraction_date: null,
  };
}
