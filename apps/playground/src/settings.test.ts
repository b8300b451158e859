import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darken,
  defaultSettings,
  providerConfig,
  readSettings,
  rewardPointsFunction,
  themeOverrides,
} from './settings';

describe('readSettings', () => {
  it('starts from the defaults when nothing is stored, on the fallback API host', () => {
    expect(readSettings(null, null, 'http://api.test')).toEqual(defaultSettings('http://api.test'));
  });

  it('keeps what a reload stored, and lets the address’s api-host win', () => {
    const stored = JSON.stringify({
      ...defaultSettings(),
      config: { ...defaultSettings().config, apiHost: 'http://stored.test', currency: 'GBP' },
      theme: { brand: '#6a1b7a', font: 'Georgia, serif', radius: 2 },
      width: 768,
      panelOpen: false,
    });
    const settings = readSettings(stored, 'http://address.test');
    expect(settings.config.apiHost).toBe('http://address.test');
    expect(settings.config.currency).toBe('GBP');
    expect(settings.theme).toEqual({ brand: '#6a1b7a', font: 'Georgia, serif', radius: 2 });
    expect(settings.width).toBe(768);
    expect(settings.panelOpen).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong types', JSON.stringify({ config: { currency: 7 }, width: 12, points: { rounding: 'trunc' } })],
    ['an array', '[]'],
  ])('falls back field by field on a broken entry (%s)', (_, stored) => {
    const settings = readSettings(stored, null);
    expect(settings.config.currency).toBe('EUR');
    expect(settings.width).toBe('fill');
    expect(settings.points.rounding).toBe('floor');
  });
});

describe('the reward-points formula', () => {
  it.each([
    ['floor', 2.5, 10.3, 25],
    ['round', 2.5, 10.3, 26],
    ['ceil', 1, 10.1, 11],
  ] as const)('%s(price × %d) of %d is %d', (rounding, rate, price, points) => {
    expect(rewardPointsFunction({ shown: true, rate, rounding })?.(price)).toBe(points);
  });

  it('is off until points are turned on, as by default', () => {
    expect(defaultSettings().points.shown).toBe(false);
    expect(rewardPointsFunction({ shown: false, rate: 2, rounding: 'floor' })).toBeNull();
    const withUnit = { ...defaultSettings().config, pointsUnit: 'Avios' };
    expect(providerConfig(withUnit, { shown: false, rate: 2, rounding: 'floor' })).not.toHaveProperty(
      'rewardPoints',
    );
  });

  it('turns on with no unit (spec 1 §1: the unit is optional; the logo or icon shows the points)', () => {
    const props = providerConfig(
      { ...defaultSettings().config, pointsUnit: '', pointsIconUrl: 'https://cdn.example/star.svg' },
      { shown: true, rate: 2, rounding: 'floor' },
    );
    expect(props).not.toHaveProperty('pointsUnit');
    expect(props.pointsIconUrl).toBe('https://cdn.example/star.svg');
    expect(props.rewardPoints?.(10.4)).toBe(20);
  });

  it('keeps the points of a stored entry from before the switch, which had a unit', () => {
    const older = JSON.stringify({ config: { pointsUnit: 'Avios' }, points: { rate: 3, rounding: 'ceil' } });
    expect(readSettings(older, null).points).toEqual({ shown: true, rate: 3, rounding: 'ceil' });
    const none = JSON.stringify({ config: { pointsUnit: '' }, points: { rate: 3 } });
    expect(readSettings(none, null).points.shown).toBe(false);
    const stored = JSON.stringify({ config: { pointsUnit: '' }, points: { shown: true } });
    expect(readSettings(stored, null).points.shown).toBe(true);
  });
});

describe('providerConfig', () => {
  it('passes the filled attributes trimmed and leaves empty ones to the widget’s defaults', () => {
    const props = providerConfig(
      { ...defaultSettings().config, distributorId: '  shop-7 ', assetsUrl: '', pointsUnit: 'Avios' },
      { shown: true, rate: 3, rounding: 'floor' },
    );
    expect(props.distributorId).toBe('shop-7');
    expect(props).not.toHaveProperty('assetsUrl');
    expect(props.pointsUnit).toBe('Avios');
    expect(props.rewardPoints?.(10)).toBe(30);
  });

  it('points the seating chart at the sandbox’s stand-in at the API host unless a script is given', () => {
    const config = { ...defaultSettings().config, apiHost: 'http://127.0.0.1:4510/' };
    expect(providerConfig(config, { shown: false, rate: 1, rounding: 'floor' }).seatingChartUrl).toBe(
      'http://127.0.0.1:4510/sandbox/seating-chart/{region}/chart.js',
    );
    const own = { ...config, seatingChartUrl: ' https://charts.example/{region}.js ' };
    expect(providerConfig(own, { shown: false, rate: 1, rounding: 'floor' }).seatingChartUrl).toBe(
      'https://charts.example/{region}.js',
    );
  });
});

describe('themeOverrides', () => {
  it('is undefined while nothing is changed (the kit’s default theme)', () => {
    expect(themeOverrides({ brand: '', font: '', radius: null })).toBeUndefined();
  });

  it('derives the hover shade, the focus ring and readable text on the brand colour', () => {
    expect(themeOverrides({ brand: '#6a1b7a', font: '', radius: null })?.color).toEqual({
      brand: '#6a1b7a',
      brandHover: darken('#6a1b7a', 0.15),
      onBrand: '#ffffff',
      focus: '#6a1b7a',
    });
    // A light brand gets dark text: white on yellow would be unreadable.
    expect(themeOverrides({ brand: '#ffd400', font: '', radius: null })?.color?.onBrand).toBe('#1a1f24');
  });

  it('sets the font and the three radii from the medium one', () => {
    expect(themeOverrides({ brand: '', font: 'Georgia, serif', radius: 12 })).toEqual({
      font: { family: 'Georgia, serif' },
      radius: { sm: '6px', md: '12px', lg: '24px' },
    });
  });
});

describe('colour helpers', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#0a5aa0', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('darkens each channel', () => {
    expect(darken('#ff8000', 0.5)).toBe('#804000');
  });
});
