import type { ReactNode } from 'react';
import { ConfigForm } from './ConfigForm';
import { EmbedSnippets } from './EmbedSnippets';
import { EventLog } from './EventLog';
import * as styles from './Panel.css';
import type { IntegratorPanelProps } from './panelProps';
import { ThemeEditor } from './ThemeEditor';
import { WidthControl } from './WidthControl';

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>{title}</summary>
      {children}
    </details>
  );
}

/**
 * The panel's sections: configuration, theme, container width, events and embed code. A chunk of
 * its own (IntegratorPanel loads it lazily), so the widget's first render does not wait for it.
 */
export function PanelBody(props: IntegratorPanelProps) {
  return (
    <>
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
    </>
  );
}
