import { containerMax, inLayer, layout, vars } from '@coras/ui';
import { keyframes, style } from '@vanilla-extract/css';
import { pageContainer } from '../../features/layout/page.css';

export const page = pageContainer;

export const hero = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const banner = style(inLayer({ overflow: 'hidden', borderRadius: vars.radius.md }));

/** The breadcrumb's line is held while the names load, so the sections below do not move. */
export const breadcrumbLine = style(
  inLayer({ minHeight: `calc(${vars.font.sizeSm} * ${vars.font.lineHeight})` }),
);

export const popularHeading = style(
  inLayer({
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const sections = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, scrollMarginTop: vars.space.md }),
);

/** The busy bar's sweep: a third of the width travelling across. */
const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(300%)' } });

/**
 * The previous search's sections while the new one loads: readable and clickable at full contrast
 * (WCAG 1.4.3: dimming them below 4.5:1 would not be), under a brand-coloured bar that sweeps along
 * their top edge (still, for reduced motion) while 'Loading attractions' is announced.
 */
export const staleSections = style(
  inLayer({
    position: 'relative',
    '::before': {
      content: '""',
      position: 'absolute',
      top: `calc(-1 * ${vars.space.md})`,
      left: 0,
      right: 0,
      height: 3,
      borderRadius: vars.radius.pill,
      background: vars.color.brandSubtle,
    },
    '::after': {
      content: '""',
      position: 'absolute',
      top: `calc(-1 * ${vars.space.md})`,
      left: 0,
      width: '33%',
      height: 3,
      borderRadius: vars.radius.pill,
      background: vars.color.brand,
      animation: `${sweep} 1.2s ease-in-out infinite`,
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none', width: '100%' } },
    },
  }),
);

export const section = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const sectionHeader = style(
  inLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: 40,
  }),
);

export const sectionTitle = style(
  inLayer({
    minWidth: 0,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
  }),
);

/** 'Show more' beside the title; at 500 px or less only the one below the cards remains (spec 1 §2). */
export const headerShowMore = style(
  inLayer({
    flexShrink: 0,
    '@container': { [containerMax(layout.widths.w500)]: { display: 'none' } },
  }),
);

export const footerShowMore = style(inLayer({ display: 'flex', justifyContent: 'center' }));

export const skeletonTitle = style(inLayer({ flex: '0 1 40%' }));

/** Keeps the page's height while the search failed, so the footer does not jump up and back. */
export const failed = style(inLayer({ minHeight: 320 }));

export const empty = style(
  inLayer({ padding: `${vars.space.xl} 0`, color: vars.color.textMuted, textAlign: 'center' }),
);
