import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';
import { overlay as overlayBase, overlayFadeIn, overlayFadeOut } from '../Overlay/Overlay.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

/** Maximum widths of the specs' dialogs: error and help dialogs 360, reservation preview 560. */
const maxWidths = { sm: 360, md: 560, lg: 800 } as const;

const contentIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });
const contentOut = keyframes({ to: { opacity: 0, transform: 'scale(0.96)' } });

/**
 * The overlay fades as long as the content animates: the scroll lock lives in the overlay, so
 * the page's scrollbar and its margin come back only after the closing animation (spec 1 §4).
 */
export const overlay = style([
  overlayBase,
  inLayer({
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': {
            animation: `${overlayFadeIn} ${vars.motion.medium} ${vars.motion.easing}`,
          },
          '&[data-state="closed"]': {
            animation: `${overlayFadeOut} ${vars.motion.medium} ${vars.motion.easing} forwards`,
          },
        },
      },
    },
  }),
]);

/**
 * Centred without transforms (inset 0 and auto margins), so the open and close animations may
 * scale freely. State: Radix's `data-state="open" | "closed"`.
 */
export const content = recipe({
  base: inLayer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.dialog,
    margin: 'auto',
    width: `calc(100% - 2 * ${vars.space.md})`,
    height: 'fit-content',
    maxHeight: `calc(100% - 2 * ${vars.space.md})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    ':focus-visible': focusRing(),
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state="open"]': { animation: `${contentIn} ${vars.motion.medium} ${vars.motion.easing}` },
          '&[data-state="closed"]': {
            animation: `${contentOut} ${vars.motion.medium} ${vars.motion.easing} forwards`,
          },
        },
      },
    },
  }),
  variants: {
    size: {
      sm: inLayer({ maxWidth: maxWidths.sm }),
      md: inLayer({ maxWidth: maxWidths.md }),
      lg: inLayer({ maxWidth: maxWidths.lg }),
    },
    fullScreenOnMobile: {
      // A dialog covers the viewport, not the widget, so this one rule is a media query: at 768 px
      // or less the dialog is full screen (spec 1 §4).
      true: inLayer({
        '@media': {
          'screen and (max-width: 768px)': {
            width: '100%',
            maxWidth: 'none',
            height: '100%',
            maxHeight: 'none',
            borderRadius: 0,
            boxShadow: 'none',
          },
        },
      }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', fullScreenOnMobile: true },
});

export const title = style(
  inLayer({
    // Room for the close button in the corner.
    paddingRight: vars.space.xl,
    fontSize: vars.font.sizeXl,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
  }),
);

export const description = style(inLayer({ color: vars.color.textMuted }));

/** The 'Close' icon button in the corner, shared with Drawer. */
export const close = style(
  inLayer({
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    display: 'inline-grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    ':hover': { background: vars.color.surface },
    ':focus-visible': focusRing(),
  }),
);

export const footer = style(
  inLayer({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    marginTop: 'auto',
    paddingTop: vars.space.sm,
  }),
);
