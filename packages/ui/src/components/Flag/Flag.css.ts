import { style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/**
 * A national flag as wide as an icon (so flags and pins line up in the location picker's list) and
 * 4:3, cropped to fill. A hairline inside its edge keeps white stripes visible on white.
 */
export const flag = style(
  inLayer({
    display: 'inline-block',
    flexShrink: 0,
    objectFit: 'cover',
    verticalAlign: 'middle',
    borderRadius: 2,
    outline: `1px solid ${vars.color.border}`,
    outlineOffset: -1,
  }),
);

export const fallbackIcon = style(inLayer({ flexShrink: 0, color: vars.color.textMuted }));
