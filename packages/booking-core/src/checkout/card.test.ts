import { describe, expect, it } from 'vitest';
import {
  checkCardNumber,
  checkCvc,
  checkExpiry,
  cvcLengthOf,
  detectCardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './card';

describe('luhnValid', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0027 6000 3184', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['30569309025904', true],
    ['4242 4242 4242 4241', false],
    ['1234567812345678', false],
    ['', false],
  ])('%j → %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4', 'visa'],
    ['4242 4242 4242 4242', 'visa'],
    ['51', 'mastercard'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221 0000 0000 0009', 'mastercard'],
    ['2720 9900 0000 0000', 'mastercard'],
    ['34', 'amex'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['65', 'discover'],
    ['3056 9309 0259 04', 'diners'],
    ['36', 'diners'],
    ['3566 0020 2036 0505', 'jcb'],
    ['6200 0000 0000 0005', 'unionpay'],
    ['', 'unknown'],
    ['5', 'unknown'],
    ['9999', 'unknown'],
  ])('%j → %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('knows the CVC length of each brand: 4 for American Express, else 3', () => {
    expect(cvcLengthOf('amex')).toBe(4);
    expect(cvcLengthOf('visa')).toBe(3);
    expect(cvcLengthOf('unknown')).toBe(3);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242x4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059999', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['4242424242424242424242', '4242 4242 4242 4242 424'],
    ['', ''],
  ])('%j → %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });
});

describe('checkCardNumber', () => {
  it.each([
    ['', 'empty'],
    ['4242', 'incomplete'],
    ['4242 4242 4242 424', 'incomplete'],
    ['4242 4242 4242 4242', 'complete'],
    ['4242 4242 4242 4241', 'invalid'],
    ['3782 822463 10005', 'complete'],
    ['3782 822463 10006', 'invalid'],
    ['3782 822463 1000', 'incomplete'],
    ['4000 0000 0000 0002', 'complete'],
    ['1234 5678 1234 5678', 'invalid'],
  ])('%j is %s', (number, state) => {
    expect(checkCardNumber(number).state).toBe(state);
  });
});

describe('expiry', () => {
  const now = Date.parse('2026-11-21T09:00:00Z');

  it.each([
    ['1', '1'],
    ['4', '04'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['1230', '12 / 30'],
    ['12 / 30', '12 / 30'],
    ['123099', '12 / 30'],
    ['12/2030', '12 / 30'],
    ['3/31', '03 / 31'],
    ['', ''],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('parses a complete expiry into month and four-digit year', () => {
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('12 / 3')).toBeUndefined();
  });

  it.each([
    ['', 'empty'],
    ['1', 'incomplete'],
    ['12 / 3', 'incomplete'],
    ['12 / 30', 'complete'],
    ['11 / 26', 'complete'],
    ['10 / 26', 'invalid'],
    ['01 / 20', 'invalid'],
    ['13', 'invalid'],
    ['00 / 30', 'invalid'],
    ['12 / 99', 'invalid'],
  ])('%j is %s on 21 November 2026', (expiry, state) => {
    expect(checkExpiry(expiry, now).state).toBe(state);
  });

  it('says why an expiry is wrong', () => {
    expect(checkExpiry('10 / 26', now)).toEqual({ state: 'invalid', reason: 'expiryPast' });
    expect(checkExpiry('13', now)).toEqual({ state: 'invalid', reason: 'expiryMonth' });
    expect(checkExpiry('12 / 99', now)).toEqual({ state: 'invalid', reason: 'expiryYear' });
  });
});

describe('cvc', () => {
  it('keeps digits only, at most 4', () => {
    expect(formatCvc('1a2b3c45')).toBe('1234');
  });

  it.each([
    ['', 'visa', 'empty'],
    ['12', 'visa', 'incomplete'],
    ['123', 'visa', 'complete'],
    ['1234', 'visa', 'invalid'],
    ['123', 'amex', 'incomplete'],
    ['1234', 'amex', 'complete'],
    ['123', 'unknown', 'complete'],
    ['1234', 'unknown', 'complete'],
  ] as const)('%j for %s is %s', (cvc, brand, state) => {
    expect(checkCvc(cvc, brand).state).toBe(state);
  });
});
