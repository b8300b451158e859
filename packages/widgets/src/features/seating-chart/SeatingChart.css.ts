import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const root = style(
  inLayer({
    position: 'relative',
    width: '100%',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    overflow: 'hidden',
  }),
);

/** Where the provider renders; it fills the box the `height` prop gives it. */
export const chart = style(inLayer({ width: '100%', height: '100%', overflow: 'auto' }));

/** The spinner over the empty box while the script loads and the chart renders. */
export const loading = style(
  inLayer({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
  }),
);

export const failed = style(
  inLayer({
    position: 'absolute',
    inset: vars.space.md,
    width: 'auto',
    height: 'fit-content',
    overflowWrap: 'anywhere',
  }),
);

/** The chart with its note on the details page, below the list of sections. */
export const panel = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const note = style(inLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm }));
