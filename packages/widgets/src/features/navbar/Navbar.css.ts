import { containerMax, focusRing, inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';
import { navbar } from './navbarBox.css';

/** Under the tablet width the bar keeps the basket and moves everything else into the menu drawer. */
const narrow = containerMax(layout.breakpoints.tablet - 1);

export { navbar } from './navbarBox.css';

/** The bar's search: it takes the room left; in full mode it moves into the menu when narrow. */
export const barSearch = style(
  inLayer({
    flex: '1 1 24rem',
    maxWidth: '32rem',
    minWidth: 0,
    '@container': {
      [narrow]: {
        selectors: { [`${navbar}[data-mode="full"] &`]: { display: 'none' } },
      },
    },
    selectors: { [`${navbar}[data-mode="search-only"] &`]: { maxWidth: 'none' } },
  }),
);

/** The menus and the basket keep their width; the search beside them takes the room left. */
export const actions = style(
  inLayer({
    display: 'flex',
    flexShrink: 0,
    alignItems: 'center',
    gap: vars.space.xs,
    marginInlineStart: 'auto',
  }),
);

export const settings = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    '@container': { [narrow]: { display: 'none' } },
  }),
);

export const settingButton = style(inLayer({ gap: vars.space.xs }));

/** The currency's symbol before its name in the lists, in a fixed-width column. */
export const currencySymbol = style(
  inLayer({ display: 'inline-block', minWidth: '2.25rem', color: vars.color.textMuted, fontWeight: 500 }),
);

export const basket = style(inLayer({ display: 'flex', alignItems: 'center' }));

/** The menu button shows only in a narrow widget. */
export const menu = style(
  inLayer({
    display: 'none',
    '@container': { [narrow]: { display: 'flex' } },
  }),
);

export const menuButton = style(inLayer({}));

export const menuList = style(
  inLayer({
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** A line of the menu: its name, the current value, an arrow to its submenu. */
export const menuEntry = style(
  inLayer({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: 52,
    padding: `${vars.space.sm} ${vars.space.xs}`,
    borderBottom: `1px solid ${vars.color.border}`,
    cursor: 'pointer',
    color: vars.color.text,
    ':hover': { background: vars.color.surface },
    selectors: { '&:focus-visible': focusRing('inside') },
  }),
);

export const menuEntryLabel = style(inLayer({ flex: 1, fontWeight: vars.font.weightMedium }));

export const menuEntryValue = style(inLayer({ color: vars.color.textMuted, fontSize: vars.font.sizeSm }));

export const submenu = style(inLayer({ display: 'grid', gap: vars.space.sm }));

export const backButton = style(
  inLayer({
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    justifySelf: 'start',
    minHeight: 40,
    padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 0`,
    color: vars.color.brand,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRing() },
  }),
);

export const search = style(inLayer({ minWidth: 0 }));

export const searchField = style(inLayer({ minWidth: 0 }));

/** The bar's suggestions: at least as wide as the field. */
export const searchPopup = style(
  inLayer({
    display: 'grid',
    gap: vars.space.xs,
    width: 'max(var(--radix-popover-trigger-width), 18rem)',
    maxHeight: 'min(26rem, var(--radix-popover-content-available-height))',
  }),
);

/** The mobile menu's search: the suggestions listed under the field. */
export const inlineSearch = style(inLayer({ display: 'grid', gap: vars.space.sm }));

export const inlineList = style(inLayer({ display: 'grid', gap: vars.space.xs }));
