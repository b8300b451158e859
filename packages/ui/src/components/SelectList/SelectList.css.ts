import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const selectListSizes = ['regular', 'short'] as const;

/** Spec 1 §9: the short select list is at most 17.125rem high, and scrolls beyond. */
export const SHORT_MAX_HEIGHT = '17.125rem';

export const list = recipe({
  base: inLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xxs,
    minWidth: 0,
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    outline: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      // The ring moves to the highlighted option once there is one (see `option`).
      '&:focus-visible:not([aria-activedescendant])': focusRing('inside'),
    },
  }),
  variants: {
    size: {
      regular: {},
      short: inLayer({ maxHeight: SHORT_MAX_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain' }),
    },
  },
  defaultVariants: { size: 'regular' },
});

/**
 * One option. States: `aria-selected="true"` (the chosen value, in brand colour with a tick),
 * `data-active` (the highlighted option the keyboard acts on), `aria-disabled="true"`.
 */
export const option = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 40,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-active]': { background: vars.color.surface },
      '&[aria-selected="true"]': { color: vars.color.brand, fontWeight: vars.font.weightMedium },
      '&[aria-selected="true"][data-active]': { background: vars.color.brandSubtle },
      // The keyboard's position is drawn as a ring, so it shows even on the selected option.
      [`${list.classNames.base}:focus-visible &[data-active]`]: focusRing('inside'),
      '&[aria-disabled="true"]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
    },
  }),
);

export const optionIcon = style(inLayer({ display: 'inline-flex', flexShrink: 0 }));

export const optionLabel = style(inLayer({ flex: 1, minWidth: 0 }));

/** The tick keeps its room on every option, so labels never shift when the choice changes. */
export const tick = style(
  inLayer({
    display: 'inline-flex',
    flexShrink: 0,
    visibility: 'hidden',
    selectors: { [`${option}[aria-selected="true"] > &`]: { visibility: 'visible' } },
  }),
);
