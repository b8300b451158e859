/**
 * Input masks of the text field (spec 1 §5), as pure functions: what the field shows after an
 * edit, and what it settles to when the visitor leaves it. No React, no DOM.
 */

/** The kinds of mask the field knows. */
export const textFieldMaskTypes = ['date', 'number'] as const;

/** Day.month.year, years 1900–9999, real dates only; `min` and `max` are ISO dates (yyyy-MM-dd). */
export interface DateMask {
  type: 'date';
  /** The earliest date allowed, ISO `yyyy-MM-dd`; earlier complete dates are raised to it. */
  min?: string;
  /** The latest date allowed, ISO `yyyy-MM-dd`; later complete dates are lowered to it. */
  max?: string;
}

/** A decimal number, clamped to `min` and `max`. */
export interface NumberMask {
  type: 'number';
  /** @default no minimum (negative numbers allowed) */
  min?: number;
  /** @default no maximum */
  max?: number;
  /**
   * Digits after the separator.
   * @default 2
   */
  decimals?: number;
  /**
   * The decimal separator shown; both ',' and '.' are accepted as typed.
   * @default ','
   */
  decimalSeparator?: string;
}

/** A mask of the text field. */
export type TextFieldMask = DateMask | NumberMask;

const MIN_YEAR = 1900;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`; without a year, February may have 29. */
function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The widths of the day, month and year parts. */
const PART_WIDTHS = [2, 2, 4] as const;

/** True when the parts (day, month, year; each possibly cut short) can still become a real date. */
function isDatePrefix([day = '', month = '', year = '']: readonly string[]): boolean {
  if (/\D/.test(day + month + year)) return false;
  if (day.length > 2 || month.length > 2 || year.length > 4) return false;
  if (day.length >= 1 && Number(day[0]) > 3) return false;
  if (day.length === 2 && (Number(day) < 1 || Number(day) > 31)) return false;
  if (month.length >= 1 && Number(month[0]) > 1) return false;
  if (month.length === 2 && (Number(month) < 1 || Number(month) > 12)) return false;
  if (year.length >= 1 && Number(year[0]) < 1) return false;
  if (year.length >= 2 && Number(year.slice(0, 2)) < MIN_YEAR / 100) return false;
  if (day.length === 2 && month.length === 2) {
    const knownYear = year.length === 4 ? Number(year) : undefined;
    if (Number(day) > daysInMonth(Number(month), knownYear)) return false;
  }
  return true;
}

function isCompleteDate(parts: readonly string[]): boolean {
  return parts.length === 3 && parts.every((part, index) => part.length === PART_WIDTHS[index]);
}

/** `dd.mm.yyyy` → ISO `yyyy-MM-dd`, or `undefined` when it is not a complete real date in range. */
export function parseMaskedDate(value: string): string | undefined {
  const parts = value.trim().split('.');
  if (!isCompleteDate(parts) || !isDatePrefix(parts)) return undefined;
  const [day, month, year] = parts;
  return `${year}-${month}-${day}`;
}

/** ISO `yyyy-MM-dd` → `dd.mm.yyyy`. */
export function formatMaskedDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day}.${month}.${year}`;
}

function clampIso(iso: string, mask: DateMask): string {
  if (mask.min && iso < mask.min) return mask.min;
  if (mask.max && iso > mask.max) return mask.max;
  return iso;
}

/**
 * Splits an edited date into its parts. Typing on past a full part flows into the next one
 * (`1203` → `12`, `03`), so visitors never type the dots; a part that overflows while a later part
 * is already filled makes the edit invalid (`undefined`).
 */
function dateParts(text: string): string[] | undefined {
  const typed = text.split('.');
  if (typed.length > 3) return undefined;
  const parts: string[] = [];
  let carry = '';
  for (let index = 0; index < 3; index += 1) {
    const exists = index < typed.length || carry !== '';
    if (!exists) break;
    let part = carry + (typed[index] ?? '');
    carry = '';
    const width = PART_WIDTHS[index] ?? 0;
    if (part.length > width) {
      const laterTyped = typed.slice(index + 1).some((later) => later !== '');
      if (laterTyped || index === 2) return undefined;
      carry = part.slice(width);
      part = part.slice(0, width);
    }
    parts.push(part);
  }
  return parts;
}

/**
 * The date field after an edit. Digits only; dots are inserted (`12032024` → `12.03.2024`); a
 * day or month that can only have one digit is padded (`4` → `04`, `12.3` → `12.03`), as is one
 * closed by a typed dot (`1.` → `01.`); a part can be emptied and
 * retyped in place (`12..2024`). An edit that cannot lead to a real date between 01.01.1900 and
 * 31.12.9999 is refused (the previous value is returned); a complete date outside `min`/`max` is
 * moved to the nearest bound.
 */
export function applyDateMask(next: string, previous: string, mask: DateMask): string {
  if (/[^\d.\s]/.test(next)) return previous;
  const text = next.replace(/\s/g, '');
  const parts = dateParts(text);
  if (!parts) return previous;
  // A day above 3 or a month above 1 can only be 0d / 0m: '4' → '04', so typing moves on.
  parts.forEach((part, index) => {
    if (index < 2 && part.length === 1 && Number(part) > (index === 0 ? 3 : 1)) parts[index] = `0${part}`;
  });
  // A dot typed after a one-digit day or month means 0d / 0m too.
  const closing = parts.length - 2;
  if (text.endsWith('.') && parts.at(-1) === '' && closing < 2 && parts[closing]?.length === 1) {
    parts[closing] = `0${parts[closing]}`;
  }
  if (!isDatePrefix(parts)) return previous;
  if (isCompleteDate(parts)) {
    const [day, month, year] = parts;
    return formatMaskedDate(clampIso(`${year}-${month}-${day}`, mask));
  }
  return parts.join('.');
}

/** A date left by the visitor: one-digit days and months padded (`1.3.2024` → `01.03.2024`). */
function commitDate(value: string, mask: DateMask): string {
  const parts = value.trim().split('.');
  if (parts.length !== 3) return value;
  const padded = parts.map((part, index) => (index < 2 && part.length === 1 ? `0${part}` : part));
  if (!isCompleteDate(padded) || !isDatePrefix(padded)) return value;
  const [day, month, year] = padded;
  return formatMaskedDate(clampIso(`${year}-${month}-${day}`, mask));
}

function numberOptions(mask: NumberMask) {
  return { decimals: Math.max(0, Math.floor(mask.decimals ?? 2)), separator: mask.decimalSeparator ?? ',' };
}

/** The number a masked value holds (`'1234,5'` → `1234.5`), or `undefined` when it holds none. */
export function parseMaskedNumber(value: string, mask: NumberMask = { type: 'number' }): number | undefined {
  const { separator } = numberOptions(mask);
  const text = value.trim().split(separator).join('.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** `number` with the mask's separator and at most (or, `fixed`, exactly) its decimals. */
export function formatMaskedNumber(number: number, mask: NumberMask, fixed = false): string {
  const { decimals, separator } = numberOptions(mask);
  const factor = 10 ** decimals;
  const rounded = Math.round(number * factor) / factor;
  const text = fixed ? rounded.toFixed(decimals) : String(rounded);
  return text.replace('.', separator);
}

function clampNumber(number: number, mask: NumberMask): number {
  if (mask.min !== undefined && number < mask.min) return mask.min;
  if (mask.max !== undefined && number > mask.max) return mask.max;
  return number;
}

/**
 * The number field after an edit. Digits, one decimal separator (',' and '.' both become the
 * mask's separator) and at most `decimals` decimals; a minus sign only when `min` allows negative
 * numbers. Anything else is refused (the previous value is returned). A value already beyond a
 * bound that further typing can only move further from (above a positive `max`, below a negative
 * `min`) is clamped at once; the rest of clamping happens in {@link commitMask}.
 */
export function applyNumberMask(next: string, previous: string, mask: NumberMask): string {
  const { decimals, separator } = numberOptions(mask);
  const text = next.replace(/\s/g, '').replace(/[.,]/g, separator);
  if (text === '') return '';
  const negativeAllowed = mask.min === undefined || mask.min < 0;
  const sign = text.startsWith('-') ? '-' : '';
  if (sign && !negativeAllowed) return previous;
  const body = text.slice(sign.length);
  const parts = body.split(separator);
  if (parts.length > 2 || parts.some((part) => /\D/.test(part))) return previous;
  const [whole = '', fraction] = parts;
  if (fraction !== undefined && (decimals === 0 || fraction.length > decimals)) return previous;
  const number = parseMaskedNumber(text, mask);
  if (number !== undefined) {
    if (mask.max !== undefined && mask.max >= 0 && number > mask.max)
      return formatMaskedNumber(mask.max, mask);
    if (mask.min !== undefined && mask.min <= 0 && number < mask.min)
      return formatMaskedNumber(mask.min, mask);
  }
  return `${sign}${whole}${fraction === undefined ? '' : `${separator}${fraction}`}`;
}

/** The field's value after an edit: the masked form of `next`, or `previous` when refused. */
export function applyMask(mask: TextFieldMask, next: string, previous: string): string {
  return mask.type === 'date' ? applyDateMask(next, previous, mask) : applyNumberMask(next, previous, mask);
}

/**
 * The value a field settles to when the visitor leaves it: a number is clamped to `min`/`max` and
 * shown with exactly its decimals (`'7,5'` → `'7,50'`), a lone sign or separator is emptied; a
 * date gets its one-digit day and month padded and is moved into `min`/`max`, and is otherwise
 * left as typed (an incomplete date is the form's to report).
 */
export function commitMask(mask: TextFieldMask, value: string): string {
  if (mask.type === 'date') return commitDate(value, mask);
  if (value.trim() === '') return '';
  const number = parseMaskedNumber(value, mask);
  if (number === undefined) return '';
  return formatMaskedNumber(clampNumber(number, mask), mask, true);
}
