import { describe, expect, it } from 'vitest';
import {
  applyDateMask,
  applyMask,
  applyNumberMask,
  commitMask,
  type DateMask,
  formatMaskedDate,
  formatMaskedNumber,
  type NumberMask,
  parseMaskedDate,
  parseMaskedNumber,
} from './mask';

const date: DateMask = { type: 'date' };
const number: NumberMask = { type: 'number' };

/** Types `text` one character at a time, as a visitor would. */
function type(mask: DateMask | NumberMask, text: string, start = ''): string {
  return [...text].reduce((value, character) => applyMask(mask, value + character, value), start);
}

describe('date mask (spec 1 §5: day.month.year, 1900–9999, real dates only)', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['121', '12.1'],
    ['123', '12.03'],
    ['4', '04'],
    ['43', '04.03'],
    ['0', '0'],
    ['1203', '12.03'],
    ['12032', '12.03.2'],
    ['12032024', '12.03.2024'],
    ['120320245', '12.03.2024'],
    ['1.', '01.'],
    ['1.3.', '01.03.'],
    ['12.', '12.'],
    ['12.03.', '12.03.'],
    ['31122099', '31.12.2099'],
    ['29022024', '29.02.2024'],
    ['01011900', '01.01.1900'],
    ['31129999', '31.12.9999'],
  ])('typing %s shows %s', (typed, shown) => {
    expect(type(date, typed)).toBe(shown);
  });

  it.each([
    ['00', 'day 00'],
    ['32', 'day 32'],
    ['0.', 'day 00'],
    ['12.0.', 'month 00'],
    ['1200', 'month 00'],
    ['1213', 'month 13'],
    ['3104', 'the 31st of April'],
    ['3002', 'the 30th of February'],
    ['29022023', 'the 29th of February 2023'],
    ['29021900', 'the 29th of February 1900 (not a leap year)'],
    ['010100', 'year 0…'],
    ['010118', 'year 18…, before 1900'],
    ['a', 'a letter'],
  ])('refuses the last character of %s (%s)', (typed) => {
    const accepted = type(date, typed.slice(0, -1));
    expect(applyDateMask(accepted + typed.slice(-1), accepted, date)).toBe(accepted);
  });

  it('accepts the 29th of February in leap years, 2000 included', () => {
    expect(type(date, '29022000')).toBe('29.02.2000');
    expect(type(date, '29021996')).toBe('29.02.1996');
  });

  it('lets a part be emptied and retyped in place', () => {
    expect(applyDateMask('12..2024', '12.03.2024', date)).toBe('12..2024');
    expect(applyDateMask('12.0.2024', '12..2024', date)).toBe('12.0.2024');
    expect(applyDateMask('12.04.2024', '12.0.2024', date)).toBe('12.04.2024');
    expect(applyDateMask('31.0.2024', '31..2024', date)).toBe('31.0.2024');
    // The 31st of April cannot be completed.
    expect(applyDateMask('31.04.2024', '31.0.2024', date)).toBe('31.0.2024');
    // A full part cannot push digits into a part already filled.
    expect(applyDateMask('12.034.2024', '12.03.2024', date)).toBe('12.03.2024');
  });

  it('empties cleanly with backspace', () => {
    expect(applyDateMask('12.03.', '12.03.2', date)).toBe('12.03.');
    expect(applyDateMask('12.03', '12.03.', date)).toBe('12.03');
    expect(applyDateMask('12', '12.', date)).toBe('12');
    expect(applyDateMask('', '1', date)).toBe('');
  });

  it('accepts a pasted date and refuses a pasted impossible one', () => {
    expect(applyDateMask('24.12.2025', '', date)).toBe('24.12.2025');
    expect(applyDateMask('31.06.2025', '01.', date)).toBe('01.');
    expect(applyDateMask('2025-12-24', '', date)).toBe('');
  });

  it('moves a complete date outside min/max to the nearest bound', () => {
    const bounded: DateMask = { type: 'date', min: '2025-01-01', max: '2026-12-31' };
    expect(type(bounded, '15062024')).toBe('01.01.2025');
    expect(type(bounded, '15062027')).toBe('31.12.2026');
    expect(type(bounded, '15062025')).toBe('15.06.2025');
    // Incomplete dates are not judged against the bounds yet.
    expect(type(bounded, '150620')).toBe('15.06.20');
  });

  it('parses only complete real dates', () => {
    expect(parseMaskedDate('24.12.2025')).toBe('2025-12-24');
    expect(parseMaskedDate('29.02.2023')).toBeUndefined();
    expect(parseMaskedDate('24.12.25')).toBeUndefined();
    expect(parseMaskedDate('01.01.1899')).toBeUndefined();
    expect(formatMaskedDate('2025-12-24')).toBe('24.12.2025');
  });

  it('pads a pasted one-digit day and month when the field is left, else leaves it as typed', () => {
    expect(applyDateMask('1.3.2024', '', date)).toBe('1.03.2024');
    expect(applyDateMask('1.1.2024', '', date)).toBe('1.1.2024');
    expect(commitMask(date, '1.1.2024')).toBe('01.01.2024');
    expect(commitMask({ type: 'date', min: '2025-01-01' }, '1.3.2024')).toBe('01.01.2025');
    expect(commitMask(date, '12.03')).toBe('12.03');
    expect(commitMask(date, '31.2.2024')).toBe('31.2.2024');
  });
});

describe('number mask (spec 1 §5: decimal comma, 2 decimals, clamped)', () => {
  it.each([
    ['12', '12'],
    ['12,5', '12,5'],
    ['12.5', '12,5'],
    ['12,55', '12,55'],
    ['12,555', '12,55'],
    ['12,5,', '12,5'],
    ['1a', '1'],
    ['-3', '-3'],
    [',5', ',5'],
  ])('typing %s shows %s', (typed, shown) => {
    expect(type(number, typed)).toBe(shown);
  });

  it('refuses a minus sign when min is not negative', () => {
    expect(type({ type: 'number', min: 0 }, '-3')).toBe('3');
  });

  it('clamps at once a value typing can only push further beyond a bound', () => {
    expect(type({ type: 'number', max: 100 }, '150')).toBe('100');
    expect(type({ type: 'number', min: -10 }, '-25')).toBe('-10');
    // Below a positive minimum the visitor may still be on the way ('1' of '15').
    expect(type({ type: 'number', min: 10, max: 100 }, '1')).toBe('1');
  });

  it('honours other decimals and separators', () => {
    // Without decimals the separator is refused; the digit after it simply follows.
    expect(type({ type: 'number', decimals: 0 }, '12,5')).toBe('125');
    expect(type({ type: 'number', decimals: 3, decimalSeparator: '.' }, '1,2345')).toBe('1.234');
    expect(applyNumberMask('1 234', '', number)).toBe('1234');
  });

  it('settles on leaving: clamped, exactly two decimals, junk emptied', () => {
    expect(commitMask(number, '7,5')).toBe('7,50');
    expect(commitMask(number, '7')).toBe('7,00');
    expect(commitMask({ type: 'number', min: 10, max: 100 }, '5')).toBe('10,00');
    expect(commitMask({ type: 'number', min: 10, max: 100 }, '100,5')).toBe('100,00');
    expect(commitMask(number, '-')).toBe('');
    expect(commitMask(number, ',')).toBe('');
    expect(commitMask(number, '')).toBe('');
    expect(commitMask(number, ',5')).toBe('0,50');
  });

  it('parses and formats with the separator', () => {
    expect(parseMaskedNumber('1234,5')).toBe(1234.5);
    expect(parseMaskedNumber('abc')).toBeUndefined();
    expect(parseMaskedNumber('-')).toBeUndefined();
    expect(formatMaskedNumber(2.005, number, true)).toBe('2,01');
    expect(formatMaskedNumber(99.9, number)).toBe('99,9');
  });
});
