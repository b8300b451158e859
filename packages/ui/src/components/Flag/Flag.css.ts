import { style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/**
 * A national flag in a square box the size of an icon, so flags and pins line up in the location
 * picker's list. State: `data-fallback` when the flag image failed and the flag icon shows instead.
 */
export const flag = style(
  inLayer({
    display: 'inline-block',
    flexShrink: 0,
    objectFit: 'contain',
    verticalAlign: 'middle',
  }),
);

export const fallbackIcon = style(inLayer({ flexShrink: 0, color: vars.color.textMuted }));
