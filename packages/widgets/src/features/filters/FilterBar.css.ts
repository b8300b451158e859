import { focusRing, inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';
import { bar } from './filterBarBox.css';

export { bar } from './filterBarBox.css';

export const controls = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    selectors: { [`${bar}[data-layout="mobile"] &`]: { flex: '1 1 100%', flexWrap: 'nowrap' } },
  }),
);

/** The date button and its clear icon, side by side. */
export const dateGroup = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minWidth: 0,
    selectors: { [`${bar}[data-layout="mobile"] &`]: { flex: '1 1 auto' } },
  }),
);

export const dateButton = style(
  inLayer({
    minWidth: 0,
    gap: vars.space.xs,
    // Over the kit button's `flex-shrink: 0`: in a full bar the label takes the ellipsis, rather
    // than the button overflowing its group onto the clear icon's neighbour.
    selectors: { [`${dateGroup} > &`]: { flexShrink: 1 } },
  }),
);

/** A long range in a narrow bar ends in an ellipsis rather than pushing the Filters button out. */
export const dateLabel = style(
  inLayer({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);

export const calendarPanel = style(inLayer({ width: 'min(44rem, calc(100vw - 20px))' }));

export const calendarPadding = style(inLayer({ padding: vars.space.sm }));

export const sortPanel = style(inLayer({ minWidth: '14rem' }));

/**
 * The mobile bar's sorting list (a native select) and its chevron. Its width does not follow its
 * text, so that the label changing as the options arrive ('Sort by' → 'Most popular') moves nothing
 * in the bar; a longer option ends in an ellipsis. It shares the room left with the dates, and in
 * a full bar (a long date range) gives up room first. It takes the small outlined button's look.
 */
export const sortSelectBox = style(
  inLayer({
    position: 'relative',
    display: 'inline-flex',
    flex: '1 10 7.5rem',
    minWidth: '6rem',
    maxWidth: '12rem',
  }),
);

export const sortSelect = style(
  inLayer({
    appearance: 'none',
    width: '100%',
    minHeight: 32,
    paddingBlock: 0,
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: `calc(${vars.space.xs} + 18px)`,
    border: `1px solid ${vars.color.brand}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    color: vars.color.brand,
    font: 'inherit',
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    cursor: 'pointer',
    ':focus-visible': focusRing(),
    selectors: { '&:hover': { background: vars.color.brandSubtle } },
  }),
);

export const sortSelectIcon = style(
  inLayer({
    position: 'absolute',
    insetInlineEnd: vars.space.xs,
    top: '50%',
    transform: 'translateY(-50%)',
    color: vars.color.brand,
    pointerEvents: 'none',
  }),
);

/** 'loading' and 'error': plain text (spec 1 §2). */
export const status = style(inLayer({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted }));

export const drawerBody = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const section = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  }),
);

export const sectionTitle = style(
  inLayer({
    marginBottom: vars.space.xs,
    padding: 0,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
  }),
);

/** Subcategories indent under their category. */
export const categoryList = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: { '& &': { marginTop: vars.space.sm, paddingLeft: vars.space.lg } },
  }),
);

export const chips = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
