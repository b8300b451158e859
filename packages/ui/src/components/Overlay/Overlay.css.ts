import { keyframes, style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** Fades of the overlays that Radix's Presence mounts and unmounts (Dialog, Drawer). */
export const overlayFadeIn = keyframes({ from: { opacity: 0 } });
export const overlayFadeOut = keyframes({ to: { opacity: 0 } });

/**
 * The dimmed layer behind modals, shared by the standalone `<Overlay>` and the overlays of Dialog,
 * Drawer and ErrorModal, so every modal dims the page alike.
 */
export const overlay = style(
  inLayer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    background: vars.color.overlay,
  }),
);

/** The standalone overlay stays mounted and fades through `data-state` (it needs no Presence). */
export const standalone = style(
  inLayer({
    transitionProperty: 'opacity, visibility',
    transitionDuration: vars.motion.medium,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-state="closed"]': { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  }),
);
