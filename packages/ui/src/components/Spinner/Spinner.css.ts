import { keyframes, style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inLayer({
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  }),
);

export const label = style(
  inLayer({
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);

export const skeleton = style(
  inLayer({
    display: 'block',
    background: vars.color.disabled,
    borderRadius: vars.radius.sm,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${keyframes({ '50%': { opacity: 0.55 } })} 1.6s ease-in-out infinite`,
      },
    },
  }),
);
