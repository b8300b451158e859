import { inLayer } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: a link's "(opens in a new tab)", a list's loading status. */
export const visuallyHidden = style(
  inLayer({
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);
