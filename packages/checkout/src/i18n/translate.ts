import { CARD_MESSAGES, CHECKOUT_HELP_TEXTS, CHECKOUT_MESSAGES } from '@coras/booking-core';
import { type CheckoutMessageKey, checkoutMessages } from '../messages';

/** Values a message interpolates: `{name}` takes a string or number; `{count, plural, …}` a number. */
export type CheckoutMessageValues = Readonly<Record<string, string | number>>;

/**
 * Translates one of the checkout's texts. The widgets pass their catalogue's `t` (which holds
 * `checkoutMessages`); on its own the checkout uses {@link englishTranslate}.
 */
export type CheckoutTranslate = (key: CheckoutMessageKey, values?: CheckoutMessageValues) => string;

/** Finds the `}` that closes the `{` at `open`, counting nested braces. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** `one {# ticket} other {# tickets}` → { one: '# ticket', other: '# tickets' }. */
function pluralBranches(body: string): Record<string, string> {
  const branches: Record<string, string> = {};
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const selector = body.slice(index, open).trim();
    const close = closingBrace(body, open);
    if (close < 0) break;
    branches[selector] = body.slice(open + 1, close);
    index = close + 1;
  }
  return branches;
}

/**
 * Formats a checkout text as the widgets' catalogue does: `{name}` placeholders and ICU-style
 * plurals (`#` is the number). A placeholder without a value is kept as written (the terms
 * sentence keeps `{link}` so the link can be put in its place).
 */
export function formatCheckoutMessage(
  template: string,
  values: CheckoutMessageValues = {},
  locale = 'en-GB',
): string {
  let output = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open < 0) {
      output += template.slice(index);
      break;
    }
    output += template.slice(index, open);
    const close = closingBrace(template, open);
    if (close < 0) {
      output += template.slice(open);
      break;
    }
    const [name = '', kind, ...rest] = template.slice(open + 1, close).split(',');
    const value = values[name.trim()];
    if (kind?.trim() === 'plural' && typeof value === 'number') {
      const branches = pluralBranches(rest.join(','));
      const category = new Intl.PluralRules(locale).select(value);
      const branch = branches[`=${value}`] ?? branches[category] ?? branches.other ?? '';
      output += formatCheckoutMessage(
        branch.replaceAll('#', new Intl.NumberFormat(locale).format(value)),
        values,
        locale,
      );
    } else if (value !== undefined && kind === undefined) {
      output += typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
    } else {
      output += template.slice(open, close + 1);
    }
    index = close + 1;
  }
  return output;
}

/** The checkout's English texts, for a checkout rendered without the widgets' catalogue. */
export function englishTranslate(locale = 'en-GB'): CheckoutTranslate {
  return (key, values) => formatCheckoutMessage(checkoutMessages[key], values, locale);
}

/**
 * booking-core's English messages (validation, card, help texts) as catalogue keys, so what the
 * rules return is shown translated. A message not listed (the server's own) shows as it came.
 */
const MESSAGE_KEYS: ReadonlyMap<string, CheckoutMessageKey> = new Map<string, CheckoutMessageKey>([
  [CHECKOUT_MESSAGES.required, 'checkout.error.required'],
  [CHECKOUT_MESSAGES.email, 'checkout.error.email'],
  [CHECKOUT_MESSAGES.dateFormat, 'checkout.error.dateFormat'],
  [CHECKOUT_MESSAGES.dateInvalid, 'checkout.error.dateInvalid'],
  [CHECKOUT_MESSAGES.passportExpired, 'checkout.error.passportExpired'],
  [CHECKOUT_MESSAGES.atLeastOneReservation, 'checkout.error.atLeastOneReservation'],
  [CARD_MESSAGES.generic, 'checkout.error.generic'],
  [CARD_MESSAGES.unexpected, 'checkout.error.unexpected'],
  [CHECKOUT_HELP_TEXTS.email, 'checkout.help.email'],
  [CHECKOUT_HELP_TEXTS.safety, 'checkout.help.safety'],
  [CHECKOUT_HELP_TEXTS.passport, 'checkout.help.passport'],
]);

/** A rule's English message in the visitor's language (unknown messages unchanged). */
export function translateMessage(t: CheckoutTranslate, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
