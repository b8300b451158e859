import { containerMax, focusRing, inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const footer = style(
  inLayer({
    width: '100%',
    maxWidth: layout.footerMaxWidth,
    margin: '0 auto',
    padding: `${vars.space.lg} ${vars.space.md}`,
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
  }),
);

export const links = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@container': {
      [containerMax(layout.widths.w500)]: { flexDirection: 'column', alignItems: 'flex-start' },
    },
  }),
);

/** The footer's links read as links: underlined text in the muted colour, the focus ring of the kit. */
export const link = style(
  inLayer({
    all: 'unset',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: 24,
    color: vars.color.text,
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    ':hover': { color: vars.color.brand },
    selectors: { '&:focus-visible': focusRing() },
  }),
);
