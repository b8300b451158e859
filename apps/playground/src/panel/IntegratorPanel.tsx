import type { ReactNode } from 'react';
import type { ConfigSettings, FrameWidth, PointsFormula, ThemeSettings } from '../settings';
import { ConfigForm } from './ConfigForm';
import { EmbedSnippets } from './EmbedSnippets';
import { EventLog, type LoggedEvent } from './EventLog';
import * as styles from './Panel.css';
import { ThemeEditor } from './ThemeEditor';
import { WidthControl } from './WidthControl';

export const PANEL_ID = 'integrator-panel-body';

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

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>{title}</summary>
      {children}
    </details>
  );
}

/**
 * The integrator's side of the playground: configuration, theme, container width, the events the
 * widget sends, and the embed code — beside the widget, or above it on a narrow screen (a one-line
 * bar until opened), never over it.
 */
export function IntegratorPanel(props: IntegratorPanelProps) {
  const { open, onOpenChange } = props;
  return (
    <aside className={styles.panel} aria-labelledby="integrator-panel-title">
      <div className={styles.header}>
        <h2 id="integrator-panel-title" className={styles.title}>
          Integrator panel
        </h2>
        <button
          type="button"
          className={styles.button}
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => onOpenChange(!open)}
        >
          {open ? 'Hide panel' : 'Show panel'}
        </button>
      </div>
      <div id={PANEL_ID} className={styles.body} hidden={!open}>
        <Section title="Configuration" open>
          <ConfigForm
            key={props.configVersion}
            config={props.config}
            points={props.points}
            onApply={props.onApply}
          />
          <p>
            <button type="button" className={styles.button} onClick={props.onReset}>
              Reset everything to the defaults
            </button>
          </p>
        </Section>
        <Section title="Theme" open>
          <ThemeEditor theme={props.theme} onThemeChange={props.onThemeChange} />
        </Section>
        <Section title="Container width" open>
          <WidthControl width={props.width} onWidthChange={props.onWidthChange} />
        </Section>
        <Section title={`Events (${props.events.length})`} open>
          <EventLog events={props.events} onClear={props.onClearEvents} />
        </Section>
        <Section title="Embed code" open>
          <EmbedSnippets react={props.snippets.react} element={props.snippets.element} />
        </Section>
      </div>
    </aside>
  );
}
