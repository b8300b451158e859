import { lazy, Suspense, useState } from 'react';
import * as styles from './Panel.css';
import type { IntegratorPanelProps } from './panelProps';

// The sections load after the widget's first render, and a closed panel renders none of them until
// it is first opened: the playground measures the widget (bench's Lighthouse runs on a phone's
// screen, where the panel starts closed), and an integrator looks at the widget first. Pointing at
// or focusing the toggle starts the download, so the sections are usually there when it opens.
const loadPanelBody = () => import('./PanelBody');
const PanelBody = lazy(() => loadPanelBody().then((module) => ({ default: module.PanelBody })));

const PANEL_ID = 'integrator-panel-body';

/**
 * The integrator's side of the playground: configuration, theme, container width, the events the
 * widget sends, and the embed code — beside the widget, or above it on a narrow screen (a one-line
 * bar until opened), never over it.
 */
export function IntegratorPanel(props: IntegratorPanelProps) {
  const { open, onOpenChange } = props;
  // Once opened, the sections stay mounted while closed: the configuration form keeps its edits.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
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
          onPointerEnter={loadPanelBody}
          onFocus={loadPanelBody}
        >
          {open ? 'Hide panel' : 'Show panel'}
        </button>
      </div>
      <div id={PANEL_ID} className={styles.body} hidden={!open}>
        <Suspense
          fallback={
            <p className={styles.hint} role="status">
              Loading the panel…
            </p>
          }
        >
          {opened && <PanelBody {...props} />}
        </Suspense>
      </div>
    </aside>
  );
}
