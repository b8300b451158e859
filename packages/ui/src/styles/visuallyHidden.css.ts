import { style } from '@vanilla-extract/css';
import { inLayer } from './layered';

/**
 * Read by screen readers, not shown: a live region's status, a label the design leaves out, a
 * link's "(opens in a new tab)". The rule of Radix's `VisuallyHidden` (its `VISUALLY_HIDDEN_STYLES`),
 * as a class, for elements that keep their own tag and role.
 */
export const visuallyHidden = style(
  inLayer({
    position: 'absolute',
    border: 0,
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    wordWrap: 'normal',
  }),
);
