import { containerMax, focusRing, inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/**
 * The card fields of both providers: the number across the full width, expiry and CVC side by
 * side below it; one column in very narrow containers. Each field's wrapper carries
 * `data-card-field="number" | "expiry" | "cvc"` and `data-invalid` while it shows an error.
 */
export const grid = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    '@container': { [containerMax(320)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const fullRow = style(inLayer({ gridColumn: '1 / -1', minWidth: 0 }));

export const cell = style(inLayer({ minWidth: 0 }));

/** The detected brand, as text at the end of the number's box. */
export const brand = style(
  inLayer({
    flexShrink: 0,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
  }),
);

/** A Stripe field: label, the box its iframe mounts in, the error — drawn like the kit's TextField. */
export const stripeField = style(
  inLayer({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: 0 }),
);

export const stripeLabel = style(
  inLayer({
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    color: vars.color.text,
    cursor: 'default',
  }),
);

export const stripeBox = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      // The card provider's field is in a frame: it reports its focus as `data-focused`.
      '&:focus-within, &[data-focused]': focusRing(),
      '[data-invalid] > &': { borderColor: vars.color.error },
      '[data-disabled] > &': { background: vars.color.disabled, borderColor: vars.color.disabled },
    },
  }),
);

/** The element's mount point fills the box. */
export const stripeMount = style(inLayer({ flex: 1, minWidth: 0 }));

export const fieldError = style(
  inLayer({
    margin: 0,
    fontSize: vars.font.sizeSm,
    color: vars.color.error,
  }),
);

/** While Stripe.js loads. */
export const loading = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    color: vars.color.textMuted,
    fontSize: vars.font.sizeSm,
  }),
);
