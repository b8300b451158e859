import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/** The navbar's basket button; the count sits on its corner. */
export const button = style(inLayer({ position: 'relative' }));

/**
 * Beside the basket, in a server's HTML read without JavaScript: why it does nothing. On one line:
 * the bar's search, which takes the room left, gives way to it.
 */
export const noScript = style(
  inLayer({
    marginInlineEnd: vars.space.xs,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
    whiteSpace: 'nowrap',
  }),
);

export const count = style(
  inLayer({
    position: 'absolute',
    insetBlockStart: 2,
    insetInlineEnd: 2,
    minWidth: 18,
    height: 18,
    padding: '0 4px',
    borderRadius: vars.radius.pill,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    lineHeight: '18px',
    textAlign: 'center',
  }),
);

/** The dropdown under the basket icon: one column of items, scrolling within the screen. */
export const dropdown = style(
  inLayer({
    width: 400,
    maxWidth: 'calc(100vw - 20px)',
    maxHeight: 'min(80vh, 640px)',
    overflowY: 'auto',
    padding: vars.space.md,
  }),
);

/**
 * The basket over the whole screen at 530 px of widget width or less (spec 2 §9). It covers the
 * viewport, so it is sized by the viewport rather than the container.
 */
export const fullScreen = style(
  inLayer({
    inset: 0,
    width: '100%',
    maxWidth: 'none',
    height: '100%',
    maxHeight: 'none',
    margin: 0,
    borderRadius: 0,
    padding: vars.space.md,
  }),
);

export const panel = style(inLayer({ display: 'grid', gap: vars.space.md }));

export const title = style(
  inLayer({
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const list = style(
  inLayer({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' }),
);

/** One item: the 70 × 70 image, its details, the remove button. */
export const item = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: '70px 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    paddingBlockEnd: vars.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const details = style(inLayer({ display: 'grid', gap: vars.space.xxs, minWidth: 0 }));

export const name = style(
  inLayer({
    margin: 0,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
  }),
);

export const muted = style(inLayer({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm }));

export const held = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.font.sizeSm,
    color: vars.color.textMuted,
  }),
);

export const countdown = style(inLayer({ color: vars.color.text, fontWeight: vars.font.weightBold }));

export const total = style(
  inLayer({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    margin: 0,
    fontWeight: vars.font.weightBold,
  }),
);

export const empty = style(inLayer({ margin: 0, color: vars.color.textMuted }));

export const skeletonItem = style(
  inLayer({ display: 'grid', gridTemplateColumns: '70px 1fr', gap: vars.space.sm, alignItems: 'start' }),
);

export const skeletonLines = style(inLayer({ display: 'grid', gap: vars.space.xs }));

/** The 'Added to basket' line: 70 × 70 image, name, date and price. */
export const added = style(
  inLayer({ display: 'grid', gridTemplateColumns: '70px 1fr', gap: vars.space.sm, alignItems: 'start' }),
);

/** 'Go to basket' over 'Continue shopping', each the dialog's width. */
export const actions = style(inLayer({ display: 'grid', justifyContent: 'stretch', gap: vars.space.sm }));
