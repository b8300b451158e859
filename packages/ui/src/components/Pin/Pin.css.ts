import { style } from '@vanilla-extract/css';
import { inLayer } from '../../styles/layered';
import { vars } from '../../theme/contract.css';

/** The same box and colour as a flag's fallback icon, so pins and flags line up in a list. */
export const pin = style(inLayer({ flexShrink: 0, color: vars.color.textMuted }));
