import { focusRing, inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/**
 * The panel is its own query container: the page decides how wide its slot is (a side column, or
 * the whole width below 800 px), and the fields line up in a row only when the slot has room.
 */
const PANEL_CONTAINER = 'coras-booking';
const wide = `${PANEL_CONTAINER} (min-width: 560px)`;

/**
 * Wide option rows: name, price, action; the sport header uses the same columns. The action column
 * is as wide as its button's label (at least 8.5rem), so 'Aggiungi al carrello' stays on one line.
 */
const optionColumns = 'minmax(0, 1fr) minmax(7rem, auto) minmax(8.5rem, max-content)';

export const panel = style(
  inLayer({
    containerType: 'inline-size',
    containerName: PANEL_CONTAINER,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: '100%',
    minWidth: 0,
  }),
);

export const box = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
  }),
);

export const heading = style(
  inLayer({
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const noScript = style(
  inLayer({
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    fontWeight: vars.font.weightMedium,
  }),
);

export const fields = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'end',
    '@container': {
      [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
    },
  }),
);

export const calendarPanel = style(inLayer({ padding: vars.space.md }));

export const ticketsPanel = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 280,
    maxWidth: 360,
    padding: vars.space.md,
  }),
);

export const ticketRows = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  }),
);

export const ticketRow = style(
  inLayer({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md }),
);

export const ticketName = style(inLayer({ display: 'flex', flexDirection: 'column', minWidth: 0 }));

export const muted = style(inLayer({ fontSize: vars.font.sizeSm, color: vars.color.textMuted }));

export const counter = style(inLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

/** The count between minus and plus: wide enough for two digits, so the buttons never move. */
export const count = style(
  inLayer({
    minWidth: '2ch',
    textAlign: 'center',
    fontWeight: vars.font.weightMedium,
    fontVariantNumeric: 'tabular-nums',
  }),
);

/**
 * Minus at 0 and plus at the cap keep their focus (aria-disabled, not disabled), so a keyboard
 * user pressing plus until the cap is not thrown back to the top of the page; they look disabled.
 */
export const counterButton = style(
  inLayer({
    selectors: {
      '&[aria-disabled="true"]': {
        background: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.onDisabled,
        cursor: 'not-allowed',
      },
    },
  }),
);

export const capNote = style(inLayer({ fontSize: vars.font.sizeSm, color: vars.color.textMuted }));

export const checkButton = style(inLayer({ whiteSpace: 'nowrap' }));

export const options = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const optionsHeading = style(
  inLayer({
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const times = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    border: 0,
    padding: 0,
    margin: 0,
    minWidth: 0,
  }),
);

export const timesLegend = style(
  inLayer({
    marginBottom: vars.space.sm,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    padding: 0,
  }),
);

/** A performance time: a radio drawn as a chip, the checked one in the brand's colours. */
export const timeChoice = style(
  inLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.pill,
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&:has(input:checked)': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      '&:has(input:focus-visible)': focusRing(),
    },
  }),
);

export const timeInput = style(
  inLayer({ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' }),
);

export const optionList = style(
  inLayer({ display: 'flex', flexDirection: 'column', listStyle: 'none', padding: 0, margin: 0 }),
);

export const optionRow = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: `${vars.space.sm} ${vars.space.md}`,
    padding: `${vars.space.md} 0`,
    borderTop: `1px solid ${vars.color.border}`,
    '@container': {
      [wide]: { gridTemplateColumns: optionColumns },
    },
  }),
);

export const optionHeader = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${vars.space.sm} ${vars.space.md}`,
    paddingBottom: vars.space.xs,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightMedium,
    color: vars.color.textMuted,
    '@container': {
      [wide]: { gridTemplateColumns: optionColumns },
    },
  }),
);

/** The price column's header sits over the prices, at their end. */
export const optionHeaderPrice = style(inLayer({ textAlign: 'end' }));

export const optionMain = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const optionName = style(inLayer({ fontWeight: vars.font.weightMedium }));

export const optionMeta = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.sizeSm,
  }),
);

export const optionPrice = style(
  inLayer({
    display: 'inline-flex',
    alignItems: 'baseline',
    justifyContent: 'flex-end',
    gap: vars.space.xs,
    whiteSpace: 'nowrap',
  }),
);

export const optionAction = style(
  inLayer({
    gridColumn: '1 / -1',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.xs,
    '@container': {
      [wide]: { gridColumn: 'auto', alignItems: 'end' },
    },
  }),
);

/** Under its option, across the row; takes no room while empty (it is the live region for it). */
export const optionError = style(
  inLayer({
    gridColumn: '1 / -1',
    fontSize: vars.font.sizeSm,
    color: vars.color.error,
    '@container': { [wide]: { textAlign: 'end' } },
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const languageTrigger = style(inLayer({ gap: vars.space.xxs }));

export const languagePanel = style(inLayer({ padding: vars.space.xs, minWidth: 200 }));

export const errorText = style(
  inLayer({ color: vars.color.error, fontWeight: vars.font.weightMedium, fontSize: vars.font.sizeSm }),
);

// Reservation preview (spec 2 §2): a 560 px dialog.

export const previewBody = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const previewSection = style(
  inLayer({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    fontWeight: vars.font.weightMedium,
  }),
);

export const previewRows = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 }),
);

export const previewRow = style(
  inLayer({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md }),
);

export const previewTotal = style(
  inLayer({
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: vars.font.weightBold,
  }),
);

export const previewValue = style(
  inLayer({ margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
);

export const seatMap = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 }),
);

export const seatMapImage = style(
  inLayer({ maxHeight: 220, borderRadius: vars.radius.sm, overflow: 'hidden' }),
);

/** Where the seating chart comes, while its chunk loads: its note and box, so the list does not jump. */
export const chartLoading = style(inLayer({ minHeight: 'calc(360px + 3rem)' }));
