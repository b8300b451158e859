import type { ConfigSettings, FrameWidth, PointsFormula, ThemeSettings } from '../settings';
import type { LoggedEvent } from './EventLog';

/**
 * What the integrator panel shows and changes, shared by the panel and its lazily loaded sections
 * (a file of its own so that the sections need not import the panel that loads them).
 */
export interface IntegratorPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  config: ConfigSettings;
  points: PointsFormula;
  onApply(config: ConfigSettings, points: PointsFormula): void;
  onReset(): void;
  theme: ThemeSettings;
  onThemeChange(theme: ThemeSettings): void;
  width: FrameWidth;
  onWidthChange(width: FrameWidth): void;
  events: readonly LoggedEvent[];
  onClearEvents(): void;
  snippets: { react: string; element: string };
  /** Changes when the settings are reset: the form starts again from them. */
  configVersion: number;
}
