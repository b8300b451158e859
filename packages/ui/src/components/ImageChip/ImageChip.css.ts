import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/**
 * A dark pill laid over an image: solid theme colours (text on background, inverted), so its
 * contrast holds whatever the photo behind it is.
 */
export const imageChip = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 32,
    minWidth: 44,
    justifyContent: 'center',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.background}`,
    borderRadius: vars.radius.pill,
    background: vars.color.text,
    color: vars.color.background,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    boxShadow: vars.shadow.sm,
    selectors: {
      'button&': { cursor: 'pointer' },
      'button&:hover': { background: vars.color.textMuted },
      '&:focus-visible': focusRing(),
    },
  }),
);
