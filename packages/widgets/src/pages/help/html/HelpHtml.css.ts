import { focusRing, inLayer, vars } from '@coras/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Editors' HTML: readable paragraphs, lists and links in the kit's colours. */
export const prose = style(
  inLayer({
    color: vars.color.text,
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeight,
    overflowWrap: 'anywhere',
  }),
);

const rule = (selector: string, styles: Parameters<typeof inLayer>[0]) =>
  globalStyle(`${prose} ${selector}`, inLayer(styles) as Parameters<typeof globalStyle>[1]);

rule(':where(p, ul, ol, blockquote, pre) + :where(p, ul, ol, blockquote, pre)', {
  marginTop: vars.space.sm,
});
rule(':where(ul, ol)', { paddingInlineStart: '1.25em' });
rule(':where(ul)', { listStyle: 'disc' });
rule(':where(ol)', { listStyle: 'decimal' });
rule(':where(strong, b)', { fontWeight: vars.font.weightBold });
rule(':where(code)', {
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
});
rule(':where(a[href])', {
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});
rule(':where(a[href]):hover', { color: vars.color.brandHover });
rule(':where(a[href]):focus-visible', focusRing());
rule(':where(img)', { height: 'auto' });
