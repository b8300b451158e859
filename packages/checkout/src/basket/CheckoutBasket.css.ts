import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const basket = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.background,
  }),
);

/** In the drawer the sheet is the frame: no border of its own. */
export const inDrawer = style(inLayer({ border: 0, borderRadius: 0, padding: vars.space.md }));

export const title = style(
  inLayer({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold }),
);

export const empty = style(inLayer({ margin: 0, color: vars.color.textMuted }));

export const items = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: '70px minmax(0, 1fr) auto',
    gap: vars.space.sm,
    alignItems: 'start',
    paddingBottom: vars.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const image = style(inLayer({ borderRadius: vars.radius.md, overflow: 'hidden' }));

export const details = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }),
);

export const name = style(
  inLayer({
    margin: 0,
    fontWeight: vars.font.weightBold,
    overflowWrap: 'anywhere',
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const meta = style(inLayer({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted }));

export const end = style(
  inLayer({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs }),
);

export const price = style(inLayer({ fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' }));

export const total = style(
  inLayer({
    display: 'flex',
    justifyContent: 'space-between',
    margin: 0,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
  }),
);

/** The drawer's handle: countdown, total and ticket count on one line. */
export const summary = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    fontSize: vars.font.sizeSm,
  }),
);

export const summaryTotal = style(inLayer({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd }));
