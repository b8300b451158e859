import { containerMax, focusRing, inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

export const form = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 }),
);

export const section = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.background,
    '@container': { [containerMax(layout.widths.w500)]: { padding: vars.space.md } },
  }),
);

export const sectionTitle = style(
  inLayer({
    margin: 0,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

/** Two fields side by side (first and last name, city and postcode); one column when narrow. */
export const row = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    alignItems: 'start',
    '@container': { [containerMax(layout.widths.w500)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

/** A reservation's fields: a fieldset named by its heading, without the fieldset's own frame. */
export const reservation = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);

export const reservationTitle = style(
  inLayer({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold }),
);

export const reservationMeta = style(
  inLayer({
    margin: `calc(-1 * ${vars.space.sm}) 0 0`,
    fontSize: vars.font.sizeSm,
    color: vars.color.textMuted,
  }),
);

export const ticket = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    margin: 0,
    padding: vars.space.md,
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

export const legend = style(
  inLayer({ padding: `0 ${vars.space.xs}`, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold }),
);

/** A field built here (select, radio list): label, control, error, help — as the kit's TextField. */
export const field = style(inLayer({ display: 'grid', gap: vars.space.xs, minWidth: 0 }));

export const label = style(
  inLayer({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.text }),
);

export const select = style(
  inLayer({
    minHeight: 44,
    width: '100%',
    minWidth: 0,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.sizeMd,
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': focusRing(),
      '&[aria-invalid="true"]': { borderColor: vars.color.error },
    },
  }),
);

export const error = style(
  inLayer({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.error, overflowWrap: 'anywhere' }),
);

export const help = style(inLayer({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted }));

/** A measurement and its unit: the number takes the room, the unit its own width. */
export const measure = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 96px',
    gap: vars.space.sm,
    alignItems: 'start',
  }),
);

/** The unit select lines up with the number's box (below its label). */
export const unit = style(inLayer({ paddingTop: `calc(${vars.font.sizeSm} * 1.5 + ${vars.space.xs})` }));

export const pickupList = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    maxHeight: 300,
    minHeight: 0,
    overflowY: 'auto',
    padding: vars.space.xxs,
    borderRadius: vars.radius.md,
    selectors: { '&[aria-invalid="true"]': { outline: `1px solid ${vars.color.error}` } },
  }),
);

export const pickupOption = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: vars.space.sm,
    alignItems: 'start',
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
      '&:has(input:focus-visible)': focusRing(),
    },
  }),
);

export const pickupRadio = style(inLayer({ marginTop: 3, accentColor: vars.color.brand }));

export const pickupName = style(inLayer({ display: 'block', fontWeight: vars.font.weightMedium }));

export const pickupAddress = style(
  inLayer({ display: 'block', fontSize: vars.font.sizeSm, color: vars.color.textMuted }),
);

export const footer = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' }),
);

export const termsLink = style(
  inLayer({
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.brand,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing() },
  }),
);

export const payNow = style(
  inLayer({
    alignSelf: 'flex-end',
    minWidth: 200,
    '@container': { [containerMax(layout.widths.w500)]: { alignSelf: 'stretch' } },
  }),
);

/** The terms checkbox, its sentence with the link, and its error under them. */
export const terms = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.sm,
    rowGap: vars.space.xs,
    alignItems: 'start',
  }),
);

export const termsText = style(inLayer({ margin: 0, paddingTop: 1, lineHeight: vars.font.lineHeight }));

export const termsLabel = style(inLayer({ cursor: 'pointer' }));

export const termsError = style(
  inLayer({ gridColumn: '2', margin: 0, fontSize: vars.font.sizeSm, color: vars.color.error }),
);
