import { vars } from './contract.css';
import { inlineVars } from './inlineVars';
import type { CorasThemeOverrides } from './tokens';

/**
 * The CSS variables that apply a runtime theme (a distributor's brand colour and font), ready for
 * React's `style` prop. React sets them through the CSSOM, which a strict Content-Security-Policy
 * without `style-src 'unsafe-inline'` allows.
 */
export function themeVariables(overrides: CorasThemeOverrides | undefined): Record<string, string> {
  if (!overrides) return {};
  const assignments: Record<string, string> = {};
  for (const group of Object.keys(overrides) as Array<keyof CorasThemeOverrides>) {
    const values = overrides[group] ?? {};
    const names = vars[group] as Record<string, string>;
    for (const [token, value] of Object.entries(values)) {
      const name = names[token];
      if (name && typeof value === 'string' && value.trim()) assignments[name] = value;
    }
  }
  return inlineVars(assignments);
}
