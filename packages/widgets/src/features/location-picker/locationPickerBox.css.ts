import { containerMax, inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

// The picker's box alone (its heading beside the field), apart from the dropdown's styles: the
// placeholder drawn before the picker's chunk arrives (LocationPickerPlaceholder) takes it
// without carrying the others.

/**
 * 'Things to do in' beside the rounded field; stacked, the field at full width, when the widget is
 * 520 px wide or less (spec 1 §2).
 */
export const picker = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    minWidth: 0,
    '@container': {
      [containerMax(layout.widths.w520)]: { flexDirection: 'column', alignItems: 'stretch' },
    },
  }),
);

export const heading = style(
  inLayer({
    margin: 0,
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    color: vars.color.text,
  }),
);

export const field = style(
  inLayer({
    flex: '0 1 22rem',
    minWidth: 0,
    '@container': {
      [containerMax(layout.widths.w520)]: { flexBasis: 'auto', width: '100%' },
    },
  }),
);
