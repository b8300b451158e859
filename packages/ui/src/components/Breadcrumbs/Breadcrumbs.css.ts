import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { containerMax, inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** One line: the earlier items keep their size, the last (the current page) shrinks and truncates. */
export const list = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.font.sizeSm,
    lineHeight: vars.font.lineHeight,
    '@container': { [containerMax(530)]: { fontSize: vars.font.sizeXs } },
  }),
);

export const item = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    maxWidth: '40%',
    minWidth: 0,
    selectors: { '&:last-child': { flex: '0 1 auto', maxWidth: 'none' } },
  }),
);

export const separator = style(
  inLayer({ flexShrink: 0, margin: `0 ${vars.space.xs}`, color: vars.color.textMuted }),
);

const text = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
} as const;

/** A clickable item: a link, or a button that reads as one. */
export const link = style(
  inLayer({
    ...text,
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.brand,
    font: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    ':hover': { color: vars.color.brandHover },
    ':focus-visible': { ...focusRing(), borderRadius: 2 },
  }),
);

/** An item that is not clickable, and the current page (`aria-current="page"`). */
export const current = style(
  inLayer({
    ...text,
    color: vars.color.text,
    selectors: { '&[aria-current="page"]': { fontWeight: vars.font.weightMedium } },
  }),
);
