import { containerMax, inLayer, layout, vars } from '@coras/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { pageContainer } from '../../features/layout/page.css';

/** Spec 2 §2, §9: the details page is one column below 800 px of container width. */
const narrow = 'coras (width < 800px)';

export const page = pageContainer;

/** The breadcrumb's line is held even before the names arrive, so nothing below moves. */
export const breadcrumbLine = style(
  inLayer({ minHeight: `calc(${vars.font.sizeSm} * ${vars.font.lineHeight})` }),
);

export const header = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }));

export const title = style(
  inLayer({
    fontSize: vars.font.size2xl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
    '@container': { [containerMax(layout.widths.w500)]: { fontSize: vars.font.sizeXl } },
  }),
);

export const firstDate = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.textMuted,
    lineHeight: vars.font.lineHeight,
  }),
);

// ---------- gallery ----------

/**
 * Wide: the first photo large, the next two stacked beside it, in a box of fixed ratio (no shift
 * when the photos arrive). Below 800 px: the first photo alone, 16:9.
 */
export const gallery = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    aspectRatio: '3 / 1',
    '@container': {
      [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto', aspectRatio: '16 / 9' },
    },
    selectors: {
      '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  }),
);

const galleryCell = {
  position: 'relative',
  minWidth: 0,
  minHeight: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
} as const;

export const galleryMain = style(inLayer({ ...galleryCell, gridRow: '1 / -1' }));

export const gallerySide = style(
  inLayer({
    ...galleryCell,
    '@container': { [narrow]: { display: 'none' } },
    selectors: {
      // With two photos the second one takes the whole right column.
      '[data-count="2"] > &': { gridRow: '1 / -1' },
    },
  }),
);

export const galleryImage = style(inLayer({ height: '100%' }));

const chipPlace = {
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
} as const;

/** The chip of the wide gallery, on its last photo. */
export const wideChip = style(inLayer({ ...chipPlace, '@container': { [narrow]: { display: 'none' } } }));

/** The chip of the one-photo gallery below 800 px. */
export const narrowChip = style(
  inLayer({ ...chipPlace, display: 'none', '@container': { [narrow]: { display: 'inline-flex' } } }),
);

// ---------- columns ----------

/** Details on the left, the booking panel on the right; below 800 px the panel comes first. */
export const columns = style(
  inLayer({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)',
    gridTemplateAreas: '"details booking"',
    alignItems: 'start',
    gap: vars.space.xl,
    '@container': {
      [narrow]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"booking" "details"',
        gap: vars.space.lg,
      },
    },
  }),
);

export const detailsColumn = style(inLayer({ gridArea: 'details', minWidth: 0 }));

export const bookingColumn = style(
  inLayer({
    gridArea: 'booking',
    minWidth: 0,
    position: 'sticky',
    top: vars.space.md,
    '@container': { [narrow]: { position: 'static' } },
    selectors: { '&:empty': { display: 'none' } },
  }),
);

// ---------- details area ----------

export const detailsArea = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const detailsSection = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }),
);

export const sectionTitle = style(
  inLayer({
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const summary = style(inLayer({ fontSize: vars.font.sizeLg, overflowWrap: 'anywhere' }));

export const durationLine = style(inLayer({ fontWeight: vars.font.weightMedium }));

export const accordion = style(inLayer({ width: '100%' }));

/** Server HTML: lists with their markers, paragraphs spaced, long words broken. */
export const richText = style(inLayer({ overflowWrap: 'anywhere' }));

globalStyle(`${richText} :is(p, ul, ol) + :is(p, ul, ol)`, inLayer({ marginTop: vars.space.sm }));
globalStyle(`${richText} :is(ul, ol)`, inLayer({ paddingLeft: vars.space.lg }));
globalStyle(`${richText} ul`, inLayer({ listStyle: 'disc' }));
globalStyle(`${richText} ol`, inLayer({ listStyle: 'decimal' }));
globalStyle(`${richText} li + li`, inLayer({ marginTop: vars.space.xxs }));
globalStyle(`${richText} strong`, inLayer({ fontWeight: vars.font.weightBold }));
globalStyle(`${richText} em`, inLayer({ fontStyle: 'italic' }));
globalStyle(
  `${richText} a`,
  inLayer({ color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '0.2em' }),
);
globalStyle(`${richText} img`, inLayer({ maxWidth: '100%', height: 'auto' }));

export const seatmap = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: 560 }),
);

export const seatmapImage = style(
  inLayer({
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
  }),
);

export const caption = style(inLayer({ color: vars.color.textMuted, fontSize: vars.font.sizeSm }));

// ---------- other attractions, loading, not found ----------

/** The loading page: the same gaps as the loaded one. */
export const skeleton = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const otherAttractions = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }),
);

export const skeletonTitle = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    height: `calc(${vars.font.size2xl} * ${vars.font.lineHeightTight})`,
  }),
);

export const skeletonLine = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    height: `calc(${vars.font.sizeMd} * ${vars.font.lineHeight})`,
  }),
);

/** Keeps the page's height while the attraction failed, so the footer does not jump up and back. */
export const failed = style(inLayer({ minHeight: 480 }));

export const notFound = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    maxWidth: layout.pageMaxWidth,
    padding: `${vars.space.xl} 0`,
  }),
);

export const notFoundBody = style(inLayer({ color: vars.color.textMuted }));
