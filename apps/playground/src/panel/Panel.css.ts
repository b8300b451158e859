import { globalStyle, style } from '@vanilla-extract/css';
import { SIDE_BY_SIDE } from '../layout';

const text = '#1a1f24';
const muted = '#4a535d';
const accent = '#0a5aa0';

export const panel = style({
  boxSizing: 'border-box',
  background: '#ffffff',
  borderBottom: '1px solid #b7c0c9',
  color: text,
  font: '14px/1.45 system-ui, sans-serif',
  '@media': {
    [SIDE_BY_SIDE]: {
      borderBottom: 'none',
      borderLeft: '1px solid #b7c0c9',
      position: 'sticky',
      top: 0,
      height: '100vh',
      overflowY: 'auto',
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  padding: '10px 12px',
  borderBottom: '1px solid #d5dbe1',
});

export const title = style({ margin: 0, fontSize: '16px' });

export const body = style({
  padding: '4px 12px 24px',
  '@media': {
    // Above the widget, open, the panel keeps one height (its sections are taller than this), so a
    // new event in its log never pushes the widget down, and the widget stays in sight below it.
    [`not ${SIDE_BY_SIDE}`]: { maxHeight: '55vh', overflowY: 'auto' },
  },
});

export const section = style({ borderBottom: '1px solid #d5dbe1', padding: '6px 0' });

export const summary = style({
  cursor: 'pointer',
  fontWeight: 700,
  fontSize: '15px',
  padding: '6px 0',
});

export const field = style({ display: 'grid', gap: '2px', margin: '0 0 10px' });

export const checkboxField = style({ display: 'flex', gap: '6px', alignItems: 'center', margin: '0 0 10px' });

export const row = style({ display: 'flex', gap: '8px', alignItems: 'end', flexWrap: 'wrap' });

export const hint = style({ color: muted, fontSize: '12px' });

export const input = style({
  font: 'inherit',
  color: text,
  padding: '5px 7px',
  border: '1px solid #7b8590',
  borderRadius: '4px',
  background: '#ffffff',
  minWidth: 0,
});

export const button = style({
  font: 'inherit',
  padding: '5px 12px',
  border: `1px solid ${accent}`,
  borderRadius: '4px',
  background: '#ffffff',
  color: accent,
  cursor: 'pointer',
});

export const primary = style([button, { background: accent, color: '#ffffff' }]);

globalStyle(`${panel} :is(input, select, button, summary, textarea):focus-visible`, {
  outline: `3px solid ${accent}`,
  outlineOffset: '2px',
});

export const fieldset = style({ border: 'none', margin: '0 0 10px', padding: 0 });

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '4px' });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '4px 12px' });

export const code = style({
  margin: '0 0 6px',
  padding: '8px',
  maxHeight: '280px',
  overflow: 'auto',
  background: '#f5f7f9',
  border: '1px solid #d5dbe1',
  borderRadius: '4px',
  font: "12px/1.4 ui-monospace, 'DejaVu Sans Mono', monospace",
  whiteSpace: 'pre',
});

/**
 * A payload in the event log: wrapped, not scrolling, so the log (focusable) is the one scrolling
 * region — a scrolling <pre> per entry would each need the keyboard focus (axe scrollable-region-focusable).
 */
export const logCode = style([
  code,
  { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflow: 'visible', maxHeight: 'none' },
]);

export const log = style({
  listStyle: 'none',
  margin: '0 0 8px',
  padding: 0,
  maxHeight: '360px',
  overflowY: 'auto',
});

export const logEntry = style({ borderTop: '1px solid #d5dbe1', padding: '4px 0' });

export const warning = style({ color: '#8a2a00', fontSize: '12px', margin: '2px 0 0' });

export const status = style({ color: '#1b6b3a', fontWeight: 600, marginLeft: '8px' });
