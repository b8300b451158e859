import { style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** State: `data-state="running" | "expired"`. */
export const countdown = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'baseline',
    // Every digit as wide as the others, so the text does not jitter as it ticks.
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weightMedium,
    selectors: { '&[data-state="expired"]': { color: vars.color.error } },
  }),
);
