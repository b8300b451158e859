import { containerMax, focusRing, inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const view = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: '100%',
    maxWidth: layout.widths.w800,
    margin: '0 auto',
  }),
);

export const title = style(
  inLayer({
    margin: 0,
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    outline: 'none',
  }),
);

export const lead = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const text = style(inLayer({ margin: 0 }));

export const strong = style(inLayer({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' }));

export const cards = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const card = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: '100px minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'start',
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.background,
    '@container': { [containerMax(layout.widths.w400)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const image = style(inLayer({ borderRadius: vars.radius.md, overflow: 'hidden' }));

export const cardTitle = style(
  inLayer({
    margin: 0,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
    overflowWrap: 'anywhere',
  }),
);

export const facts = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    margin: `${vars.space.xs} 0 0`,
    fontSize: vars.font.sizeSm,
  }),
);

export const term = style(inLayer({ color: vars.color.textMuted }));

export const definition = style(inLayer({ margin: 0, overflowWrap: 'anywhere' }));

export const helpLink = style(
  inLayer({
    alignSelf: 'flex-start',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.brand,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing() },
  }),
);
