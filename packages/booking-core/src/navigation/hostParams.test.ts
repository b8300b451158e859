import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_RUNS } from '../testing/helpers.test-utils';
import { checkParamsUpdate, sameParams } from './hostParams';
import { PAGE_NAMES, resolveParams } from './navigation';

describe('checkParamsUpdate: a host page switches pages with the params-update payload (spec 1 §2)', () => {
  it.each([
    [{ page: 'help' }],
    [{ page: 'help', content: 'privacy-policy' }],
    [{ page: 'landing', country: 'ireland', city: null, sorting: undefined }],
    [{ page: 'details', id: 'a-1', date: '2026-12-01' }],
    [{ page: 'details', attractionId: 'a-1' }],
    [{ page: 'search', search: 'tour' }],
    [{ page: 'payment' }],
  ])('accepts %o as it is', (payload) => {
    expect(checkParamsUpdate(payload)).toEqual({ ok: true, update: payload });
  });

  it.each([
    ['nothing', undefined, { code: 'not-an-object' }],
    ['null', null, { code: 'not-an-object' }],
    ['a page name alone', 'help', { code: 'not-an-object' }],
    ['an array', [{ page: 'help' }], { code: 'not-an-object' }],
    ['no page', { country: 'ireland' }, { code: 'unknown-page', page: undefined }],
    ['an unknown page', { page: 'checkout' }, { code: 'unknown-page', page: 'checkout' }],
    ['a page name in capitals', { page: 'Help' }, { code: 'unknown-page', page: 'Help' }],
    ['details without an attraction', { page: 'details', date: '2026-12-01' }, { code: 'missing-id' }],
    ['details with a blank id', { page: 'details', id: '  ', attractionId: '' }, { code: 'missing-id' }],
    ['a number', { page: 'landing', price: 50 }, { code: 'not-text', key: 'price' }],
    ['an object', { page: 'details', id: { value: 'a-1' } }, { code: 'not-text', key: 'id' }],
  ])('refuses %s', (_, payload, problem) => {
    expect(checkParamsUpdate(payload)).toEqual({ ok: false, problem });
  });

  it('accepts every page but details by its name alone, and refuses every other string as a page', () => {
    fc.assert(
      fc.property(fc.string(), (page) => {
        const check = checkParamsUpdate({ page });
        const known = (PAGE_NAMES as readonly string[]).includes(page);
        expect(check.ok).toBe(known && page !== 'details');
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('sameParams: an update that changes nothing is no navigation', () => {
  const current = resolveParams({ page: 'landing', locale: 'en-GB', currency: 'EUR', country: 'ireland' });

  it('is true for the same keys and values, whatever their order', () => {
    expect(sameParams(current, { country: 'ireland', ...current })).toBe(true);
  });

  it.each([
    ['another page', { ...current, page: 'help' as const }],
    ['another value', { ...current, country: 'japan' }],
    ['a key more', { ...current, city: 'cork' }],
    ['a key less', resolveParams({ page: 'landing', locale: 'en-GB', currency: 'EUR' })],
  ])('is false for %s', (_, other) => {
    expect(sameParams(current, other)).toBe(false);
    expect(sameParams(other, current)).toBe(false);
  });
});

describe('the check stays light', () => {
  it('imports only the page names (no locale, money or date rules), so a lazy chunk can carry it alone', () => {
    const source = readFileSync(new URL('./hostParams.ts', import.meta.url), 'utf8');
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)].map(
      ([, path]) => path,
    );
    expect(valueImports).toEqual(['./pages']);
  });
});
