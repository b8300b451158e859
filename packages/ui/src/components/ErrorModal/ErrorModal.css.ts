import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

export const message = style(inLayer({ color: vars.color.text }));

/** 'Help centre': a button (it runs a callback) that reads as a link inside the sentence. */
export const helpLink = style(
  inLayer({
    display: 'inline',
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.brand,
    font: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    ':hover': { color: vars.color.brandHover },
    ':focus-visible': { ...focusRing(), borderRadius: 2 },
  }),
);
