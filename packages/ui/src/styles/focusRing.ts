import { vars } from '../theme/contract.css';

/**
 * Where the ring sits: `outside` the control with a 2 px gap, on the background around it (the
 * default: the ring never touches the control's own fill, whatever the brand colour); `inside` its
 * edge, for a control flush against its neighbours, clipped by a scroller, or nested in another.
 */
export type FocusRingPlacement = 'outside' | 'inside';

/**
 * The kit's one focus indicator (issue 21, WCAG 2.4.13): the theme's `focus.ring` token as an
 * outline — 2 px of `color.focus` by default, at 3:1 or more against the backgrounds of the default
 * theme. Every focusable control of the kit, the widgets and the checkout draws its focus with it;
 * a wrapper that draws the ring of a control inside it uses it under `:focus-within`.
 * A plain module, not a `.css.ts` one: it returns a rule to spread into a style.
 *
 * @example
 * style(inLayer({ ':focus-visible': focusRing() }))
 * style(inLayer({ selectors: { '&:focus-within': focusRing('inside') } }))
 */
export function focusRing(placement: FocusRingPlacement = 'outside'): {
  outline: string;
  outlineOffset: string;
} {
  return {
    outline: vars.focus.ring,
    outlineOffset: placement === 'outside' ? '2px' : `calc(-1 * ${vars.focus.width})`,
  };
}
