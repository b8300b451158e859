import { inLayer, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';

/** Spec 2 §9: the viewer's own breakpoint; at 750 px or less its arrows move below the photo. */
export const VIEWER_MOBILE_BREAKPOINT = 750;

/** The viewer covers the viewport and is its own query container, so it responds to the screen. */
const viewerContainer = 'coras-viewer';
const mobile = `${viewerContainer} (max-width: ${VIEWER_MOBILE_BREAKPOINT}px)`;

/**
 * The full-screen viewer over the kit's Dialog content. `&&` doubles the class: the Dialog's own
 * recipe sits in the same cascade layer, and this one must win whatever order the CSS loads in.
 * Dark (the theme's text colour as background, its background as text), so the photos stand out
 * and every text keeps the theme's AA contrast.
 */
export const viewer = style(
  inLayer({
    selectors: {
      '&&': {
        inset: 0,
        width: '100%',
        maxWidth: 'none',
        height: '100%',
        maxHeight: 'none',
        margin: 0,
        padding: 0,
        borderRadius: 0,
        boxShadow: 'none',
        overflow: 'hidden',
        background: vars.color.text,
        color: vars.color.background,
        display: 'block',
        containerType: 'size',
        containerName: viewerContainer,
      },
    },
  }),
);

/**
 * One grid, so each control is in the DOM once: wide, the title, counter and close on top and the
 * arrows either side of the photo; on a phone the photo takes the full width and the arrows and
 * the counter sit below it. (A container query styles the container's children, hence this box.)
 */
export const layout = style(
  inLayer({
    display: 'grid',
    width: '100%',
    height: '100%',
    gridTemplateColumns: '64px minmax(0, 1fr) auto 64px',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"title title counter close" "previous photo photo next"',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
    '@container': {
      [mobile]: {
        gridTemplateColumns: '64px minmax(0, 1fr) 64px',
        gridTemplateRows: 'auto minmax(0, 1fr) auto',
        gridTemplateAreas: '"title title close" "photo photo photo" "previous counter next"',
        padding: `${vars.space.sm} 0 ${vars.space.md}`,
      },
    },
  }),
);

export const title = style(
  inLayer({
    gridArea: 'title',
    minWidth: 0,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@container': { [mobile]: { paddingLeft: vars.space.md } },
  }),
);

export const counter = style(
  inLayer({
    gridArea: 'counter',
    justifySelf: 'end',
    margin: 0,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightMedium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    '@container': { [mobile]: { justifySelf: 'center' } },
  }),
);

export const close = style(inLayer({ gridArea: 'close', justifySelf: 'end' }));

export const previous = style(inLayer({ gridArea: 'previous', justifySelf: 'center' }));

export const next = style(inLayer({ gridArea: 'next', justifySelf: 'center' }));

/** The photo, whole, centred in its box; on a phone edge to edge. */
export const photo = style(
  inLayer({
    gridArea: 'photo',
    display: 'block',
    width: '100%',
    height: '100%',
    minHeight: 0,
    objectFit: 'contain',
  }),
);

/** Preloaded photos: fetched by the browser, never shown. */
export const preload = style(inLayer({ display: 'none' }));
