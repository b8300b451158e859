import type { CorasThemeOverrides } from '@coras/ui';
import type { CorasConfigInput } from '@coras/widgets';
import { DEFAULT_API_HOST } from './config';

/** The configuration attributes the panel edits, as the custom element's attribute values (strings). */
export interface ConfigSettings {
  apiHost: string;
  distributorId: string;
  assetsUrl: string;
  currency: string;
  currencies: string;
  locale: string;
  locales: string;
  pointsLogoUrl: string;
  pointsIconUrl: string;
  pointsUnit: string;
  stripePublishableKey: string;
  /**
   * `sandbox` (the playground's default): the sandbox's card stand-in, in test mode; empty: Stripe,
   * with the key above (without one, the payment page says card payment is not available).
   */
  paymentProvider: string;
  /** Empty: the sandbox's stand-in at the API host (see {@link providerConfig}). */
  seatingChartUrl: string;
}

export const POINTS_ROUNDINGS = ['floor', 'round', 'ceil'] as const;
export type PointsRounding = (typeof POINTS_ROUNDINGS)[number];

/** The reward-points formula: `Math[rounding](price × rate)`, price in major units. */
export interface PointsFormula {
  /** Whether the widget gets the `rewardPoints` function (spec 1 §1: the unit is optional). */
  shown: boolean;
  rate: number;
  rounding: PointsRounding;
}

export const THEME_FONTS = [
  { label: 'Inter', value: "'Inter', system-ui, sans-serif" },
  { label: 'System UI', value: 'system-ui, sans-serif' },
  { label: 'Georgia (serif)', value: "Georgia, 'Times New Roman', serif" },
  { label: 'Monospace', value: "ui-monospace, 'DejaVu Sans Mono', monospace" },
] as const;

/** The theme editor's three knobs; empty strings keep the ui kit's defaults. */
export interface ThemeSettings {
  brand: string;
  font: string;
  /** The medium corner radius in px; small is half of it, large double. */
  radius: number | null;
}

/** Container widths the container-query layouts switch at (spec 1 §9); `'fill'` takes the stage. */
export const WIDTH_PRESETS = [375, 768, 1024, 1368] as const;
export type FrameWidth = number | 'fill';

/** Everything a reload keeps: in localStorage, except `api-host`, which the address may set. */
export interface PlaygroundSettings {
  config: ConfigSettings;
  points: PointsFormula;
  theme: ThemeSettings;
  width: FrameWidth;
  panelOpen: boolean;
}

export const STORAGE_KEY = 'coras-playground';

export function defaultSettings(apiHost = DEFAULT_API_HOST): PlaygroundSettings {
  return {
    config: {
      apiHost,
      distributorId: 'playground',
      assetsUrl: '',
      currency: 'EUR',
      currencies: 'EUR,GBP,USD',
      locale: 'en-GB',
      locales: 'en-GB,de-DE,fr-FR',
      pointsLogoUrl: '',
      pointsIconUrl: '',
      pointsUnit: '',
      stripePublishableKey: '',
      // The playground pays against the sandbox: its card stand-in, chosen explicitly (issue 28 item 1).
      paymentProvider: 'sandbox',
      seatingChartUrl: '',
    },
    points: { shown: false, rate: 1, rounding: 'floor' },
    theme: { brand: '', font: '', radius: null },
    width: 'fill',
    panelOpen: true,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pickStrings<T extends object>(defaults: T, stored: unknown): T {
  if (!isRecord(stored)) return defaults;
  const result = { ...defaults } as Record<string, unknown>;
  for (const key of Object.keys(defaults)) if (typeof stored[key] === 'string') result[key] = stored[key];
  return result as T;
}

/**
 * The stored settings over the defaults, each field checked (a hand-edited or older entry never
 * breaks the page); an `api-host` in the address wins over the stored one.
 */
export function readSettings(stored: string | null, addressApiHost: string | null, fallbackApiHost?: string) {
  const defaults = defaultSettings(fallbackApiHost);
  let parsed: unknown = null;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    parsed = null;
  }
  const data = isRecord(parsed) ? parsed : {};
  const config = pickStrings(defaults.config, data.config);
  if (addressApiHost) config.apiHost = addressApiHost;
  const points = isRecord(data.points) ? data.points : {};
  const theme = isRecord(data.theme) ? data.theme : {};
  const width = data.width;
  return {
    config,
    points: {
      // An entry from before the switch showed points exactly when it had a unit.
      shown: typeof points.shown === 'boolean' ? points.shown : config.pointsUnit.trim() !== '',
      rate:
        typeof points.rate === 'number' && Number.isFinite(points.rate) ? points.rate : defaults.points.rate,
      rounding: POINTS_ROUNDINGS.includes(points.rounding as PointsRounding)
        ? (points.rounding as PointsRounding)
        : defaults.points.rounding,
    },
    theme: {
      brand: typeof theme.brand === 'string' ? theme.brand : '',
      font: typeof theme.font === 'string' ? theme.font : '',
      radius: typeof theme.radius === 'number' && Number.isFinite(theme.radius) ? theme.radius : null,
    },
    width: width === 'fill' || (typeof width === 'number' && width >= 280) ? width : defaults.width,
    panelOpen: typeof data.panelOpen === 'boolean' ? data.panelOpen : defaults.panelOpen,
  } satisfies PlaygroundSettings;
}

/**
 * The reward-points function of the formula; `null` while points are off (the widget then shows
 * none). A unit is not needed: the widget shows the points with the logo or icon alone.
 */
export function rewardPointsFunction(formula: PointsFormula) {
  if (!formula.shown) return null;
  return (price: number) => Math[formula.rounding](price * formula.rate);
}

/**
 * The props `<CorasProvider>` gets from the panel (empty fields left to the widget's defaults). The
 * seating chart is the exception: the playground talks to the sandbox, so an empty field loads the
 * sandbox's stand-in of the provider's chart script at the API host, never the provider's own.
 */
export function providerConfig(config: ConfigSettings, formula: PointsFormula): CorasConfigInput {
  const props: CorasConfigInput = {};
  for (const [key, value] of Object.entries(config) as Array<[keyof ConfigSettings, string]>) {
    if (value.trim()) props[key] = value.trim();
  }
  if (!props.seatingChartUrl && props.apiHost) {
    props.seatingChartUrl = `${props.apiHost.replace(/\/+$/, '')}/sandbox/seating-chart/{region}/chart.js`;
  }
  const rewardPoints = rewardPointsFunction(formula);
  if (rewardPoints) props.rewardPoints = rewardPoints;
  return props;
}

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((index) => {
    const value = channel(hex, index) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `#rrggbb` darkened by `amount` (0–1), for the hover shade of the brand colour. */
export function darken(hex: string, amount: number): string {
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(hex, index) * (1 - amount))
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

const HEX = /^#[0-9a-f]{6}$/i;
const DARK_TEXT = '#1a1f24';

/**
 * The theme overrides of the editor, ready for `<CorasProvider theme>`: the brand colour with a
 * hover shade and the text on it (white or near-black, whichever contrasts more, so a light brand
 * stays readable), the font family, and the three corner radii.
 */
export function themeOverrides(theme: ThemeSettings): CorasThemeOverrides | undefined {
  const overrides: CorasThemeOverrides = {};
  if (HEX.test(theme.brand)) {
    const onBrand =
      contrastRatio(theme.brand, '#ffffff') >= contrastRatio(theme.brand, DARK_TEXT) ? '#ffffff' : DARK_TEXT;
    overrides.color = {
      brand: theme.brand,
      brandHover: darken(theme.brand, 0.15),
      onBrand,
      focus: theme.brand,
    };
  }
  if (theme.font.trim()) overrides.font = { family: theme.font };
  if (theme.radius !== null) {
    overrides.radius = {
      sm: `${Math.round(theme.radius / 2)}px`,
      md: `${theme.radius}px`,
      lg: `${theme.radius * 2}px`,
    };
  }
  return Object.keys(overrides).length > 0 ? overrides : undefined;
}
