import { inLayer, layout, vars } from '@coras/ui';
import { style } from '@vanilla-extract/css';
import { pageContainer } from '../../features/layout/page.css';

/** The help centre is a narrower column than the other pages, centred. */
export const page = style([pageContainer, inLayer({ maxWidth: layout.pageMaxWidth, margin: '0 auto' })]);

export const tabsView = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

/** The page's heading: 'I need help with...', or an information page's title. */
export const heading = style(
  inLayer({
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    overflowWrap: 'anywhere',
  }),
);

export const panelTitle = style(
  inLayer({
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const faq = style(
  inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingTop: vars.space.xs }),
);

export const faqSections = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const faqSection = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const sectionTitle = style(
  inLayer({
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
    color: vars.color.textMuted,
  }),
);

export const accordion = style(inLayer({ display: 'flex', flexDirection: 'column' }));

export const answer = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const nestedTitle = style(inLayer({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold }));

/** An information page: the focus lands on it after a help link, without a ring around the text. */
export const info = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    outline: 'none',
  }),
);

const list = {
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** Numbered in the headings ('1. Who we are'), so the list's own markers are off. */
export const numbered = style(inLayer({ ...list, gap: vars.space.lg }));

export const numberedNested = style(
  inLayer({ ...list, gap: vars.space.md, paddingInlineStart: vars.space.md }),
);

export const entry = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const entryTitle = style(
  inLayer({
    display: 'flex',
    gap: vars.space.sm,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const entryTitleNested = style(
  inLayer({
    display: 'flex',
    gap: vars.space.sm,
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
  }),
);

export const number = style(
  inLayer({ flexShrink: 0, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' }),
);

export const skeleton = style(inLayer({ paddingTop: vars.space.xs }));

export const skeletonRows = style(inLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

/** Keeps the panel's height while its content failed, so the footer does not jump up and back. */
export const failure = style(
  inLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minHeight: 240,
    paddingTop: vars.space.md,
    color: vars.color.textMuted,
  }),
);
