import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** The popup: the heading, the listbox and the message in a column. */
export const popup = style(inLayer({ display: 'grid', gap: vars.space.xs }));

/**
 * The listbox, whose options are never focused: the field keeps the focus and points at the
 * active option with `aria-activedescendant`.
 */
export const listbox = style(
  inLayer({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/**
 * One option. States: `data-active` (the option the keyboard acts on, drawn as a ring so it shows
 * on the chosen one too), `aria-selected="true"` (the current choice).
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
    // Options that are links (`href`) read as the others.
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { background: vars.color.surface },
      '&[aria-selected="true"]': { color: vars.color.brand, fontWeight: vars.font.weightMedium },
      '&[data-active]': {
        background: vars.color.surface,
        ...focusRing('inside'),
      },
    },
  }),
);

/** An option that is an action rather than a value ('Show all results'). */
export const actionOption = style(
  inLayer({
    color: vars.color.brand,
    fontWeight: vars.font.weightMedium,
    borderTop: `1px solid ${vars.color.border}`,
    borderRadius: 0,
    marginTop: vars.space.xs,
  }),
);

export const optionIcon = style(
  inLayer({ display: 'inline-flex', flexShrink: 0, width: 20, justifyContent: 'center' }),
);

export const optionLabel = style(inLayer({ flex: 1, minWidth: 0 }));

/** A second line or trailing detail in the muted colour (a city's country). */
export const optionDetail = style(
  inLayer({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightRegular }),
);

/** A small heading above a group of options ('Popular', 'Recent searches'). */
export const groupHeading = style(
  inLayer({
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.sm} 0`,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  }),
);

/** A line of text in the popup when there is nothing to choose ('Searching', 'No destinations found'). */
export const message = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 40,
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
  }),
);
