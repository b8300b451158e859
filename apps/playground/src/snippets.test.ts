import { describe, expect, it } from 'vitest';
import { defaultSettings, type PointsFormula, type ThemeSettings } from './settings';
import { elementSnippet, reactSnippet } from './snippets';

const noTheme: ThemeSettings = { brand: '', font: '', radius: null };
const floorTwice: PointsFormula = { shown: true, rate: 2, rounding: 'floor' };
const config = {
  ...defaultSettings('https://api.example').config,
  distributorId: 'shop-7',
  pointsUnit: 'Avios',
};

describe('reactSnippet', () => {
  it('prints a complete component with every filled attribute as a prop', () => {
    const code = reactSnippet(config, floorTwice, noTheme);
    expect(code).toContain(
      "import { BookingApp, CorasProvider, createHistoryRouter } from '@coras/widgets';",
    );
    expect(code).toContain('apiHost="https://api.example"');
    expect(code).toContain('distributorId="shop-7"');
    expect(code).toContain('currencies="EUR,GBP,USD"');
    expect(code).toContain('pointsUnit="Avios"');
    expect(code).toContain('const rewardPoints = (price: number) => Math.floor(price * 2);');
    expect(code).toContain('rewardPoints={rewardPoints}');
    // Empty settings are left to the widget's defaults.
    expect(code).not.toContain('assetsUrl');
    expect(code).not.toContain('theme=');
  });

  it('prints the theme overrides when the theme changed', () => {
    const code = reactSnippet(config, floorTwice, { brand: '#6a1b7a', font: '', radius: 4 });
    expect(code).toContain('"brand": "#6a1b7a"');
    expect(code).toContain('"md": "4px"');
    expect(code).toContain('theme={theme}');
  });

  it('puts a value with a quote in braces, where JSX can escape it', () => {
    const code = reactSnippet({ ...config, pointsUnit: 'Big "A" points' }, floorTwice, noTheme);
    expect(code).toContain('pointsUnit={"Big \\"A\\" points"}');
  });
});

describe('elementSnippet', () => {
  it('prints the element with the kebab-case attributes and sets the formula as a property', () => {
    const code = elementSnippet(config, floorTwice, noTheme);
    expect(code).toContain('<script type="module" src="/elements/coras-elements.js"></script>');
    expect(code).toContain('api-host="https://api.example"');
    expect(code).toContain('distributor-id="shop-7"');
    expect(code).toContain('points-unit="Avios"');
    expect(code).toContain('widget.rewardPoints = (price) => Math.floor(price * 2);');
    for (const event of ['params-update', 'reservation-created', 'payment-status']) {
      expect(code).toContain(`'${event}'`);
    }
  });

  it('sets a changed theme as the element property, and none by default', () => {
    const code = elementSnippet(config, floorTwice, { brand: '#6a1b7a', font: '', radius: 4 });
    expect(code).toContain('widget.theme = {');
    expect(code).toContain('"brand": "#6a1b7a"');
    expect(elementSnippet(config, floorTwice, noTheme)).not.toContain('widget.theme');
  });

  it('escapes attribute values and leaves the formula out while points are off', () => {
    const code = elementSnippet(
      { ...config, distributorId: 'a"b&c' },
      { ...floorTwice, shown: false },
      noTheme,
    );
    expect(code).toContain('distributor-id="a&quot;b&amp;c"');
    expect(code).not.toContain('rewardPoints');
  });

  it('keeps the formula without a points unit (the unit is optional)', () => {
    const code = elementSnippet({ ...config, pointsUnit: '' }, floorTwice, noTheme);
    expect(code).toContain('widget.rewardPoints = (price) => Math.floor(price * 2);');
    expect(code).not.toContain('points-unit');
  });
});

describe('the sandbox’s card stand-in in a snippet', () => {
  const live = { ...config, paymentProvider: '', stripePublishableKey: 'pk_live_x' };

  it('says, beside payment-provider="sandbox", that it is not for a live page and what to set instead', () => {
    const react = reactSnippet(config, floorTwice, noTheme);
    const element = elementSnippet(config, floorTwice, noTheme);
    expect(config.paymentProvider).toBe('sandbox');
    expect(react).toContain(
      '    // Test mode: paymentProvider="sandbox" takes no real payment. On a live page remove it and set stripePublishableKey.',
    );
    expect(element).toContain(
      '<!-- Test mode: payment-provider="sandbox" takes no real payment. On a live page remove it and set stripe-publishable-key. -->',
    );
    expect(react.indexOf('Test mode')).toBeLessThan(react.indexOf('paymentProvider="sandbox"'));
    expect(element.indexOf('Test mode')).toBeLessThan(element.indexOf('payment-provider="sandbox"'));
  });

  it('says nothing of test mode when the snippet pays through Stripe', () => {
    expect(reactSnippet(live, floorTwice, noTheme)).not.toContain('Test mode');
    expect(elementSnippet(live, floorTwice, noTheme)).not.toContain('Test mode');
  });
});
