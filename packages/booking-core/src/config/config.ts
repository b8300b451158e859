import { apiBaseUrl } from '@coras/api-client';
import { parseLocaleList, type SupportedLocale } from '../locale/locales';
import { type CurrencyCode, parseCurrencyList } from '../money/currencies';
import type { RewardPointsFunction } from '../money/points';
import { resolveLocaleAndCurrency } from '../navigation/navigation';

/**
 * The widget's configuration (spec 1 §1), as the React props of `<CorasProvider>` and, in
 * kebab-case, the attributes of the custom elements (`api-host`, `distributor-id`, …).
 */
export interface CorasConfigInput {
  /** The Coras API's origin. Required. Attribute `api-host`. */
  apiHost?: string | null | undefined;
  /** The distributor's identifier. Required. Attribute `distributor-id`. */
  distributorId?: string | null | undefined;
  /** Host of the default images (location banners, flags). Attribute `assets-url`. @default apiHost + '/assets' */
  assetsUrl?: string | null | undefined;
  /** The currency prices start in. Attribute `currency`. @default 'GBP' */
  currency?: string | null | undefined;
  /** Currencies the visitor may switch between, a comma list. Attribute `currencies`. @default the currency alone */
  currencies?: string | null | undefined;
  /** The locale the widget starts in. Attribute `locale`. @default 'en-GB' */
  locale?: string | null | undefined;
  /** Locales the visitor may switch between, a comma list. Attribute `locales`. @default the locale alone */
  locales?: string | null | undefined;
  /** Logo shown with reward points. Attribute `points-logo-url`. */
  pointsLogoUrl?: string | null | undefined;
  /** Icon shown with reward points. Attribute `points-icon-url`. */
  pointsIconUrl?: string | null | undefined;
  /** The points' unit, e.g. 'Avios'. Attribute `points-unit`. */
  pointsUnit?: string | null | undefined;
  /** Reward points for a price in major units (spec 1 §1); a property, not an attribute. */
  rewardPoints?: RewardPointsFunction | null | undefined;
  /**
   * The distributor's Stripe publishable key: card payments go through Stripe. Without it (and
   * without `paymentProvider: 'sandbox'`) the payment page takes no payment: it says card payment is
   * not available and the console names this setting. Attribute `stripe-publishable-key`.
   */
  stripePublishableKey?: string | null | undefined;
  /**
   * `'sandbox'` chooses the sandbox's card stand-in at `apiHost` for the payment page, whatever the
   * key (the playground, stories and tests; never a production page): its test cards, and a banner
   * that says 'Test mode: no real payment'. Any other value: Stripe. Attribute `payment-provider`.
   * @default 'stripe'
   */
  paymentProvider?: string | null | undefined;
  /**
   * The seat-reservation provider's chart script (spec 2 §1, §3), `{region}` replaced by the chart's
   * region; the details page of a theatre with a chart event loads it. Point it at a stand-in (the
   * sandbox's `/sandbox/seating-chart/{region}/chart.js`) to test without the provider. Attribute
   * `seating-chart-url`.
   * @default the provider's own, `DEFAULT_CHART_JS_URL` (applied by the chart, off the first load)
   */
  seatingChartUrl?: string | null | undefined;
}

/** The configuration after defaults and validation. */
export interface CorasConfig {
  apiHost: string;
  distributorId: string;
  assetsUrl: string;
  /**
   * The currency the widget starts in. What the visitor sees is the page's currency (a shared
   * link's, the visitor's choice), which the widgets' context gives as `currency`.
   */
  currency: CurrencyCode;
  /** The currencies the visitor may switch between, the start currency among them. */
  currencies: CurrencyCode[];
  /** The locale the widget starts in (the page's is the widgets' context `locale`). */
  locale: SupportedLocale;
  /** The locales the visitor may switch between, the start locale among them. */
  locales: SupportedLocale[];
  points?: {
    /** Optional (spec 1 §1): without it the points show with the logo or icon alone. */
    unit?: string;
    logoUrl?: string;
    iconUrl?: string;
    calculate: RewardPointsFunction;
  };
  /** Set: card payments go through Stripe; absent: no card payment (unless the sandbox is chosen). */
  stripePublishableKey?: string;
  /** Present only when the sandbox's card stand-in was chosen explicitly. */
  paymentProvider?: 'sandbox';
  /** The seating chart's script address, `{region}` in it; absent: the provider's own. */
  seatingChartUrl?: string;
}

/** The attribute names of the configuration, for messages that must name what is missing. */
export const CONFIG_ATTRIBUTES = {
  apiHost: 'api-host',
  distributorId: 'distributor-id',
  assetsUrl: 'assets-url',
  currency: 'currency',
  currencies: 'currencies',
  locale: 'locale',
  locales: 'locales',
  pointsLogoUrl: 'points-logo-url',
  pointsIconUrl: 'points-icon-url',
  pointsUnit: 'points-unit',
  stripePublishableKey: 'stripe-publishable-key',
  paymentProvider: 'payment-provider',
  seatingChartUrl: 'seating-chart-url',
} as const;

/**
 * The configuration, or what is wrong with it: the required attributes that are `missing`, and
 * those given but `invalid` (an `api-host` that is not an http(s) URL: `ftp:`, `javascript:`, an
 * unparsable one).
 */
export type ConfigResult =
  | { ok: true; config: CorasConfig }
  | { ok: false; missing: Array<'api-host' | 'distributor-id'>; invalid: Array<'api-host'> };

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * Applies the defaults of spec 1 §9 and checks the two required settings: the client exists only
 * when both the API host and the distributor id are set (spec 1 §7), and the API host is an
 * http(s) URL (the API client's own rule, `apiBaseUrl`). The start currency and locale follow the
 * one rule of every locale and currency (`resolveLocaleAndCurrency`) and are always among the
 * switchable ones.
 */
export function resolveConfig(input: CorasConfigInput): ConfigResult {
  const givenHost = text(input.apiHost);
  const apiHost = givenHost ? apiBaseUrl(givenHost) : undefined;
  const distributorId = text(input.distributorId);
  const missing = [
    ...(givenHost ? [] : (['api-host'] as const)),
    ...(distributorId ? [] : (['distributor-id'] as const)),
  ];
  const invalid = givenHost && !apiHost ? (['api-host'] as const) : [];
  if (!apiHost || !distributorId) return { ok: false, missing, invalid: [...invalid] };

  const { locale, currency } = resolveLocaleAndCurrency(input);
  const currencies = parseCurrencyList(text(input.currencies) || currency, currency);
  const locales = parseLocaleList(text(input.locales) || locale, locale);
  const unit = text(input.pointsUnit);
  const logoUrl = text(input.pointsLogoUrl);
  const iconUrl = text(input.pointsIconUrl);
  const stripePublishableKey = text(input.stripePublishableKey);
  const seatingChartUrl = text(input.seatingChartUrl);
  return {
    ok: true,
    config: {
      apiHost,
      distributorId,
      assetsUrl: text(input.assetsUrl).replace(/\/+$/, '') || `${apiHost}/assets`,
      currency,
      currencies: currencies.includes(currency) ? currencies : [currency, ...currencies],
      locale,
      locales: locales.includes(locale) ? locales : [locale, ...locales],
      // spec 1 §1: a reward function shows points; the unit, like the logo and icon, is optional.
      ...(input.rewardPoints
        ? {
            points: {
              ...(unit ? { unit } : {}),
              calculate: input.rewardPoints,
              ...(logoUrl ? { logoUrl } : {}),
              ...(iconUrl ? { iconUrl } : {}),
            },
          }
        : {}),
      ...(stripePublishableKey ? { stripePublishableKey } : {}),
      // Issue 28 item 1: the stand-in takes card numbers into the page, so only a deliberate choice runs it.
      ...(text(input.paymentProvider).toLowerCase() === 'sandbox'
        ? { paymentProvider: 'sandbox' as const }
        : {}),
      ...(seatingChartUrl ? { seatingChartUrl } : {}),
    },
  };
}
