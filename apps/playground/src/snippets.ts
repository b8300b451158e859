import { CONFIG_ATTRIBUTES } from '@coras/widgets';
import {
  type ConfigSettings,
  type PointsFormula,
  rewardPointsFunction,
  type ThemeSettings,
  themeOverrides,
} from './settings';

/** Where the web-component bundle (`@coras/widgets/bundle`, i.e. dist/bundle) is served in the snippet. */
const ELEMENTS_SCRIPT_URL = '/elements/coras-elements.js';

/** The sandbox's card stand-in is for trying the storefront: a snippet that chooses it says so. */
const testModeNote = (config: ConfigSettings, attribute: (key: keyof ConfigSettings) => string) =>
  config.paymentProvider.trim().toLowerCase() === 'sandbox'
    ? `Test mode: ${attribute('paymentProvider')}="sandbox" takes no real payment. On a live page remove it and set ${attribute('stripePublishableKey')}.`
    : undefined;

const configured = (config: ConfigSettings) =>
  (Object.keys(CONFIG_ATTRIBUTES) as Array<keyof ConfigSettings>)
    .map((key) => [key, config[key].trim()] as const)
    .filter(([, value]) => value !== '');

const jsxAttribute = (name: string, value: string) =>
  // A JSX string attribute cannot escape a quote: such values go in braces.
  /["{}]/.test(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;

const htmlAttribute = (name: string, value: string) =>
  `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;

const formulaSource = (formula: PointsFormula, typed: boolean) =>
  `(price${typed ? ': number' : ''}) => Math.${formula.rounding}(price * ${formula.rate})`;

const optional = (line: string | undefined, format: (line: string) => string) =>
  line === undefined ? [] : [format(line)];

function indentObject(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
}

/** The React code of the current settings: a complete component an integrator can paste. */
export function reactSnippet(config: ConfigSettings, formula: PointsFormula, theme: ThemeSettings): string {
  const overrides = themeOverrides(theme);
  const points = rewardPointsFunction(formula) !== null;
  const props = configured(config).map(([key, value]) => `      ${jsxAttribute(key, value)}`);
  if (points) props.push('      rewardPoints={rewardPoints}');
  if (overrides) props.push('      theme={theme}');
  props.push(
    '      router={router}',
    "      onParamsUpdate={(params) => console.log('params-update', params)}",
  );
  return [
    "import '@coras/ui/styles.css';",
    "import '@coras/widgets/styles.css';",
    "import { BookingApp, CorasProvider, createHistoryRouter } from '@coras/widgets';",
    '',
    '// Optional: every page gets an address, back and forward work.',
    'const router = createHistoryRouter();',
    ...(points ? [`const rewardPoints = ${formulaSource(formula, true)};`] : []),
    ...(overrides ? [`const theme = ${indentObject(overrides, '')};`] : []),
    '',
    'export function Tickets() {',
    '  return (',
    ...optional(
      testModeNote(config, (key) => key),
      (note) => `    // ${note}`,
    ),
    '    <CorasProvider',
    ...props,
    '    >',
    '      <BookingApp />',
    '    </CorasProvider>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** The web-component HTML of the current settings: no React on the host page. */
export function elementSnippet(config: ConfigSettings, formula: PointsFormula, theme: ThemeSettings): string {
  const attributes = configured(config).map(
    ([key, value]) => `  ${htmlAttribute(CONFIG_ATTRIBUTES[key], value)}`,
  );
  const points = rewardPointsFunction(formula) !== null;
  const overrides = themeOverrides(theme);
  return [
    '<!-- The bundle of @coras/widgets/bundle (dist/bundle), served from your site -->',
    `<script type="module" src="${ELEMENTS_SCRIPT_URL}"></script>`,
    '',
    ...optional(
      testModeNote(config, (key) => CONFIG_ATTRIBUTES[key]),
      (note) => `<!-- ${note} -->`,
    ),
    '<coras-booking',
    ...attributes,
    '></coras-booking>',
    '',
    '<script>',
    "  const widget = document.querySelector('coras-booking');",
    ...(points ? [`  widget.rewardPoints = ${formulaSource(formula, false)};`] : []),
    ...(overrides ? [`  widget.theme = ${indentObject(overrides, '  ')};`] : []),
    "  widget.addEventListener('params-update', (event) => console.log('params-update', event.detail));",
    "  window.addEventListener('reservation-created', (event) => console.log('reservation-created', event.detail));",
    "  window.addEventListener('payment-status', (event) => console.log('payment-status', event.detail));",
    '</script>',
    '',
  ].join('\n');
}
