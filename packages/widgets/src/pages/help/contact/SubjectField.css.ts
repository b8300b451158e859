import { focusRing, inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

// The kit's TextField look (packages/ui TextField.css.ts), for a native select.

export const root = style(inLayer({ display: 'grid', gap: vars.space.xs, minWidth: 0, width: '100%' }));

export const label = style(
  inLayer({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.text }),
);

export const box = style(
  inLayer({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    color: vars.color.text,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-within': focusRing(),
      [`${root}[data-status="error"] &`]: { borderColor: vars.color.error },
      [`${root}[data-status="success"] &`]: { borderColor: vars.color.success },
    },
  }),
);

/**
 * The select fills the box, under the icons (they let clicks through), so the whole box opens it;
 * its own arrow is hidden for the kit's chevron.
 */
export const select = style(
  inLayer({
    appearance: 'none',
    position: 'absolute',
    inset: 0,
    width: '100%',
    paddingInlineStart: vars.space.sm,
    // Room for the validation icon and the chevron.
    paddingInlineEnd: `calc(${vars.space.sm} + 52px)`,
    border: 0,
    borderRadius: 'inherit',
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeight,
    cursor: 'pointer',
  }),
);

const icon = {
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  pointerEvents: 'none',
} as const;

export const statusIcon = style(
  inLayer({
    ...icon,
    marginInlineStart: 'auto',
    selectors: {
      [`${root}[data-status="error"] &`]: { color: vars.color.error },
      [`${root}[data-status="success"] &`]: { color: vars.color.success },
    },
  }),
);

export const chevron = style(
  inLayer({
    ...icon,
    color: vars.color.textMuted,
    selectors: { [`${statusIcon} + &`]: { marginInlineStart: 0 } },
    marginInlineStart: 'auto',
  }),
);

export const error = style(inLayer({ fontSize: vars.font.sizeSm, color: vars.color.error }));

export const helpText = style(inLayer({ fontSize: vars.font.sizeSm, color: vars.color.textMuted }));
