import { inLayer, vars } from '@coras/ui';
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

export const dateButton = style(inLayer({ minWidth: 0, gap: vars.space.xs }));

/** A long range in a narrow bar ends in an ellipsis rather than pushing the Filters button out. */
export const dateLabel = style(
  inLayer({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);

export const calendarPanel = style(inLayer({ width: 'min(44rem, calc(100vw - 20px))' }));

export const calendarPadding = style(inLayer({ padding: vars.space.sm }));

export const sortPanel = style(inLayer({ minWidth: '14rem' }));

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
