import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/** The down arrow inside the field: presses open the dropdown like the field itself. */
export const arrow = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'center',
    paddingInlineEnd: vars.space.sm,
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
  }),
);

/** The dropdown: as wide as the field at least, scrolling past 20rem. */
export const popup = style(
  inLayer({
    display: 'grid',
    gap: vars.space.xs,
    width: 'max(var(--radix-popover-trigger-width), 16rem)',
    maxHeight: 'min(24rem, var(--radix-popover-content-available-height))',
  }),
);

/**
 * 'Near me' sits on its own line under 'Popular', as a chip. Doubled, so that it wins over the kit
 * option's own height whichever of the two sheets a page loads first.
 */
export const nearMe = style(inLayer({ selectors: { '&&': { minHeight: 44 } } }));
