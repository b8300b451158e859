/**
 * The card-number rules, as pure functions: brand detection, Luhn, formatting as typed, expiry
 * parsing and the completeness of each field. No React, no DOM, no clock: `now` is an argument.
 * The checkout's sandbox card fields (and its fake Stripe for tests) call them; Stripe's own fields
 * apply Stripe's rules, which these follow so the sandbox reads like the real thing. A module of its
 * own, so only the chunks that show card fields carry it.
 */

/** The card brands the fields recognise, as Stripe names them. */
export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;

/** A recognised card brand, or `unknown` before the first digits say which. */
export type CardBrand = (typeof cardBrands)[number] | 'unknown';

interface BrandRule {
  brand: CardBrand;
  /** Which numbers belong to the brand (IIN ranges, on the leading digits). */
  pattern: RegExp;
  /** The lengths a complete number may have, shortest first. */
  lengths: readonly number[];
  /** The usual length: a number this long or longer that is not complete is wrong. */
  usualLength: number;
  /** Where the number is split with a space as it is shown. */
  gaps: readonly number[];
  /** The length of the security code. */
  cvcLength: number;
}

// Order matters where ranges overlap: Discover's 6011/64/65 before UnionPay's 62.
const BRAND_RULES: readonly BrandRule[] = [
  {
    brand: 'visa',
    pattern: /^4/,
    lengths: [13, 16, 19],
    usualLength: 16,
    gaps: [4, 8, 12, 16],
    cvcLength: 3,
  },
  {
    brand: 'mastercard',
    pattern: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    usualLength: 16,
    gaps: [4, 8, 12, 16],
    cvcLength: 3,
  },
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], usualLength: 15, gaps: [4, 10], cvcLength: 4 },
  {
    brand: 'discover',
    pattern: /^(6011|64[4-9]|65)/,
    lengths: [16, 19],
    usualLength: 16,
    gaps: [4, 8, 12, 16],
    cvcLength: 3,
  },
  {
    brand: 'diners',
    pattern: /^(30[0-5]|309|36|3[89])/,
    lengths: [14, 16, 19],
    usualLength: 14,
    gaps: [4, 10],
    cvcLength: 3,
  },
  {
    brand: 'jcb',
    pattern: /^35(2[89]|[3-8])/,
    lengths: [16, 17, 18, 19],
    usualLength: 16,
    gaps: [4, 8, 12, 16],
    cvcLength: 3,
  },
  {
    brand: 'unionpay',
    pattern: /^62/,
    lengths: [16, 17, 18, 19],
    usualLength: 16,
    gaps: [4, 8, 12, 16],
    cvcLength: 3,
  },
];

const UNKNOWN_RULE: BrandRule = {
  brand: 'unknown',
  pattern: /^/,
  lengths: [16],
  usualLength: 16,
  gaps: [4, 8, 12, 16],
  cvcLength: 3,
};

/** The longest card number any brand has. */
export const MAX_CARD_NUMBER_LENGTH = 19;

const ruleOf = (digits: string): BrandRule =>
  digits === '' ? UNKNOWN_RULE : (BRAND_RULES.find((rule) => rule.pattern.test(digits)) ?? UNKNOWN_RULE);

/** Only the digits of what was typed or pasted. */
export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/**
 * The brand of a card number from its leading digits (spaces allowed).
 * @example detectCardBrand('4242 42') // 'visa'
 */
export function detectCardBrand(number: string): CardBrand {
  return ruleOf(digitsOf(number)).brand;
}

/** The security code's length for a brand: 4 for American Express, else 3. */
export function cvcLengthOf(brand: CardBrand): number {
  return (BRAND_RULES.find((rule) => rule.brand === brand) ?? UNKNOWN_RULE).cvcLength;
}

/** True when the digits pass the Luhn checksum (every card number does). */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits === '') return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The longest number the brand takes (what typing is cut to). */
export function maxNumberLength(number: string): number {
  const rule = ruleOf(digitsOf(number));
  return rule.brand === 'unknown' ? MAX_CARD_NUMBER_LENGTH : Math.max(...rule.lengths);
}

/**
 * A card number as shown while typed: digits only, cut to the brand's longest length, grouped
 * with spaces at the brand's gaps (4-4-4-4, American Express 4-6-5).
 * @example formatCardNumber('378282246310005') // '3782 822463 10005'
 */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value);
  const rule = ruleOf(digits);
  const kept = digits.slice(0, maxNumberLength(digits));
  // Diners Club numbers longer than 14 digits are grouped like the others.
  const gaps = rule.brand === 'diners' && kept.length > 14 ? [4, 8, 12, 16] : rule.gaps;
  let shown = '';
  for (let index = 0; index < kept.length; index += 1) {
    if (gaps.includes(index)) shown += ' ';
    shown += kept[index];
  }
  return shown;
}

/** Where a card field stands: nothing typed, still being typed, wrong, or complete. */
export type CardFieldCheck =
  | { state: 'empty' }
  | { state: 'incomplete' }
  | { state: 'invalid'; reason: CardFieldInvalidReason }
  | { state: 'complete' };

/** Why a field is wrong; each has its own message. */
export type CardFieldInvalidReason = 'number' | 'expiryMonth' | 'expiryYear' | 'expiryPast' | 'cvc';

/**
 * The card number: complete at one of the brand's lengths when the Luhn check passes; invalid
 * from the brand's usual length on (16; American Express 15, Diners Club 14) while it is not, so a
 * mistyped digit shows at once while a longer number can still be typed on.
 */
export function checkCardNumber(value: string): CardFieldCheck {
  const digits = digitsOf(value);
  if (digits === '') return { state: 'empty' };
  const rule = ruleOf(digits);
  if (rule.lengths.includes(digits.length) && luhnValid(digits)) return { state: 'complete' };
  if (digits.length >= rule.usualLength) return { state: 'invalid', reason: 'number' };
  return { state: 'incomplete' };
}

/** An expiry date as typed: month 1–12 and a four-digit year, when both are there. */
export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * The expiry as shown while typed, 'MM / YY': a first digit above 1 is a month (`4` → `04`); a
 * pasted or autofilled `12/2030` keeps its month and the year's last two digits.
 * @example formatExpiry('1230') // '12 / 30'
 */
export function formatExpiry(value: string): string {
  const pasted = /^\s*(\d{1,2})\s*[/\-.]\s*(\d{4}|\d{2})\s*$/.exec(value);
  let digits: string;
  if (pasted) {
    const [, month = '', year = ''] = pasted;
    digits = `${month.padStart(2, '0')}${year.slice(-2)}`;
  } else {
    digits = digitsOf(value);
    if (digits.length > 0 && Number(digits[0]) > 1) digits = `0${digits}`;
  }
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The month and four-digit year of a complete 'MM / YY', else `undefined`. */
export function parseExpiry(value: string): CardExpiry | undefined {
  const digits = digitsOf(formatExpiry(value));
  if (digits.length !== 4) return undefined;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** How many years ahead an expiry may be before it reads as a typing mistake (Stripe: 50). */
const MAX_YEARS_AHEAD = 50;

/**
 * The expiry: complete when a real month that has not ended by `now` (UTC), within 50 years; a
 * month of 00 or above 12 is invalid as soon as it is typed.
 */
export function checkExpiry(value: string, now: number): CardFieldCheck {
  const digits = digitsOf(formatExpiry(value));
  if (digits === '') return { state: 'empty' };
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) return { state: 'invalid', reason: 'expiryMonth' };
  }
  const expiry = parseExpiry(value);
  if (!expiry) return { state: 'incomplete' };
  const today = new Date(now);
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth))
    return { state: 'invalid', reason: 'expiryPast' };
  if (expiry.year > thisYear + MAX_YEARS_AHEAD) return { state: 'invalid', reason: 'expiryYear' };
  return { state: 'complete' };
}

/** The CVC as typed: digits only, at most 4. */
export const formatCvc = (value: string): string => digitsOf(value).slice(0, 4);

/**
 * The CVC for the brand of the number: complete at the brand's length (4 for American Express, 3
 * otherwise; 3 or 4 while the brand is unknown); longer than the brand allows is invalid.
 */
export function checkCvc(value: string, brand: CardBrand): CardFieldCheck {
  const digits = digitsOf(value);
  if (digits === '') return { state: 'empty' };
  const expected = cvcLengthOf(brand);
  if (digits.length === expected || (brand === 'unknown' && digits.length === 4))
    return { state: 'complete' };
  if (digits.length > expected) return { state: 'invalid', reason: 'cvc' };
  return { state: 'incomplete' };
}
