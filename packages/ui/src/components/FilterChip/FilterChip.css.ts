import { style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/**
 * A pill on top of the Button recipe (primary when active, outlined when not). The
 * `[data-filter-chip]` attribute raises the specificity above Button's own radius and padding
 * whatever order the style sheets load in.
 */
export const filterChip = style(
  inLayer({
    selectors: {
      '&[data-filter-chip]': {
        borderRadius: vars.radius.pill,
        maxWidth: '100%',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        textAlign: 'start',
      },
    },
  }),
);

export const icon = style(inLayer({ display: 'inline-flex', flexShrink: 0 }));
