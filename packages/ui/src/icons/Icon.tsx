import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Edge length in pixels (or any CSS length). @default 20 */
  size?: number | string;
  /**
   * The accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right when a visible label or the button's `aria-label` already names the action.
   */
  title?: string;
}

/** The frame every icon shares: a 24×24 view box drawn in `currentColor`. */
export function Icon({ size = 20, title, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; named ones get role="img", aria-label and a <title>.
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
