import type { CurrencyCode } from '@coras/api-client';
import { numberFormat } from '../locale/locales';
import { type CurrencyExponents, toMajorUnits } from './money';

/** The configured reward function: a price in major units → points. */
export type RewardPointsFunction = (priceInMajorUnits: number) => number;

/** The points configuration of a widget (spec 1 §1). */
export interface PointsConfig {
  /** Computes the points of a price; without it no points are shown. */
  calculate?: RewardPointsFunction | undefined;
  /** `points-unit`, e.g. 'Avios'. */
  unit?: string | undefined;
  /** `points-logo-url`. */
  logoUrl?: string | undefined;
  /** `points-icon-url`. */
  iconUrl?: string | undefined;
}

/** What the points slot of a card or basket item shows. */
export interface PointsDisplay {
  value: number;
  /** The value in en-GB number format, whatever the visitor's locale (spec 1 §1, §9). */
  formatted: string;
  unit: string;
  logoUrl: string | undefined;
  iconUrl: string | undefined;
}

/**
 * The points of a price held in the smallest unit: the configured function receives the price in
 * major units (÷ 100, or the currency's exponent) and its result is formatted en-GB with the
 * logo, icon and unit. `undefined` when no function is configured, the price is missing, or the
 * function returns something that is not a finite number (a host bug must not break a card).
 *
 * @example
 * rewardPoints(12345, 'GBP', { calculate: (major) => major * 10, unit: 'pts' });
 * // { value: 1234.5, formatted: '1,234.5', unit: 'pts', … }
 */
export function rewardPoints(
  minor: number | undefined,
  currency: CurrencyCode,
  config: PointsConfig,
  exponents?: CurrencyExponents,
): PointsDisplay | undefined {
  if (!config.calculate || minor === undefined) return undefined;
  let value: number;
  try {
    value = config.calculate(toMajorUnits(minor, currency, exponents));
  } catch {
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return {
    value,
    formatted: numberFormat('en-GB').format(value),
    unit: config.unit ?? '',
    logoUrl: config.logoUrl,
    iconUrl: config.iconUrl,
  };
}
