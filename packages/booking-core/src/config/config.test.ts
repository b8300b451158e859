import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config';

describe('resolveConfig', () => {
  it('names every missing required attribute', () => {
    expect(resolveConfig({})).toEqual({ ok: false, missing: ['api-host', 'distributor-id'], invalid: [] });
    expect(resolveConfig({ apiHost: ' ', distributorId: 'd' })).toEqual({
      ok: false,
      missing: ['api-host'],
      invalid: [],
    });
    expect(resolveConfig({ apiHost: 'http://127.0.0.1:4010', distributorId: '' })).toEqual({
      ok: false,
      missing: ['distributor-id'],
      invalid: [],
    });
  });

  it.each([
    'ftp://files.example',
    'javascript:alert(1)',
    'http://',
    'https://exa mple.com',
    'data:text/html,<p>hi</p>',
  ])('refuses the api-host %s: not an http(s) URL', (apiHost) => {
    expect(resolveConfig({ apiHost, distributorId: 'd' })).toEqual({
      ok: false,
      missing: [],
      invalid: ['api-host'],
    });
  });

  it('names a bad api-host and a missing distributor-id together', () => {
    expect(resolveConfig({ apiHost: 'ftp://x' })).toEqual({
      ok: false,
      missing: ['distributor-id'],
      invalid: ['api-host'],
    });
  });

  it('reads an api-host without a scheme as https', () => {
    const result = resolveConfig({ apiHost: 'api.coras.example/', distributorId: 'd' });
    expect(result.ok && result.config.apiHost).toBe('https://api.coras.example');
    expect(result.ok && result.config.assetsUrl).toBe('https://api.coras.example/assets');
  });

  it('applies the defaults of spec 1 §9', () => {
    const result = resolveConfig({ apiHost: 'http://127.0.0.1:4010/', distributorId: 'demo' });
    expect(result).toEqual({
      ok: true,
      config: {
        apiHost: 'http://127.0.0.1:4010',
        distributorId: 'demo',
        assetsUrl: 'http://127.0.0.1:4010/assets',
        currency: 'GBP',
        currencies: ['GBP'],
        locale: 'en-GB',
        locales: ['en-GB'],
      },
    });
  });

  it('takes the seating chart’s script from seating-chart-url, none when it is blank', () => {
    const stand = resolveConfig({
      apiHost: 'h',
      distributorId: 'd',
      seatingChartUrl: ' http://127.0.0.1:4010/sandbox/seating-chart/{region}/chart.js ',
    });
    expect(stand.ok && stand.config.seatingChartUrl).toBe(
      'http://127.0.0.1:4010/sandbox/seating-chart/{region}/chart.js',
    );
    const blank = resolveConfig({ apiHost: 'h', distributorId: 'd', seatingChartUrl: ' ' });
    expect(blank.ok && 'seatingChartUrl' in blank.config).toBe(false);
  });

  it('keeps a Stripe publishable key when one is given, and none when it is blank', () => {
    const withKey = resolveConfig({
      apiHost: 'h',
      distributorId: 'd',
      stripePublishableKey: ' pk_test_123 ',
    });
    expect(withKey.ok && withKey.config.stripePublishableKey).toBe('pk_test_123');
    const blank = resolveConfig({ apiHost: 'h', distributorId: 'd', stripePublishableKey: ' ' });
    expect(blank.ok && 'stripePublishableKey' in blank.config).toBe(false);
  });

  it.each([
    ['sandbox', 'sandbox'],
    [' Sandbox ', 'sandbox'],
    ['stripe', undefined],
    ['test', undefined],
    ['', undefined],
    [null, undefined],
  ])('chooses the sandbox’s card stand-in only when payment-provider says so (%j)', (given, chosen) => {
    const result = resolveConfig({ apiHost: 'h', distributorId: 'd', paymentProvider: given });
    if (!result.ok) throw new Error('the host and the distributor are given');
    expect(result.config.paymentProvider).toBe(chosen);
    expect('paymentProvider' in result.config).toBe(chosen !== undefined);
  });

  it('reads the comma lists and keeps the start values among them', () => {
    const result = resolveConfig({
      apiHost: 'h',
      distributorId: 'd',
      currency: 'EUR',
      currencies: 'USD, GBP,XXX',
      locale: 'de-DE',
      locales: 'en-GB,fr-MA',
      assetsUrl: 'https://cdn.example/assets/',
    });
    expect(result.ok && result.config).toMatchObject({
      currency: 'EUR',
      currencies: ['EUR', 'USD', 'GBP'],
      locale: 'de-DE',
      locales: ['de-DE', 'en-GB', 'fr-MA'],
      assetsUrl: 'https://cdn.example/assets',
    });
  });

  it('shows points with a reward function, the unit optional (spec 1 §1)', () => {
    const calculate = (price: number) => price * 2;
    const withPoints = resolveConfig({
      apiHost: 'h',
      distributorId: 'd',
      pointsUnit: 'Avios',
      rewardPoints: calculate,
    });
    expect(withPoints.ok && withPoints.config.points).toEqual({ unit: 'Avios', calculate });
    const withoutFunction = resolveConfig({ apiHost: 'h', distributorId: 'd', pointsUnit: 'Avios' });
    expect(withoutFunction.ok && withoutFunction.config.points).toBeUndefined();
    const withoutUnit = resolveConfig({
      apiHost: 'h',
      distributorId: 'd',
      pointsUnit: '  ',
      pointsLogoUrl: '/logo.svg',
      rewardPoints: calculate,
    });
    expect(withoutUnit.ok && withoutUnit.config.points).toEqual({ calculate, logoUrl: '/logo.svg' });
  });
});
