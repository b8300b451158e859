import { type ComponentPropsWithoutRef, createElement, forwardRef, type MouseEvent } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner in place of the label and ignores clicks until it is done; the button keeps
   * its size and stays focusable, and screen readers hear that it is busy.
   * @default false
   */
  loading?: boolean;
  /**
   * Renders the button's look on a non-interactive `<span>` (a label styled as a button). The other
   * props carry over (`id`, `aria-*`, `data-*`, `title`, `style`…), except the click handler and
   * the ref; leave out those only a button has (`disabled`, `form…`, `name`, `value`). @default true
   */
  clickable?: boolean;
  /** Renders a link to this address (`<a href>`) with the button's look: navigation, not an action. */
  href?: string | undefined;
}

/**
 * The kit's button. Variants: primary, secondary, outlined, text, transparent.
 *
 * Data attributes: `data-loading` while loading, `data-clickable="false"` when not clickable.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    clickable = true,
    className,
    type = 'button',
    onClick,
    children,
    ...props
  },
  ref,
) {
  const classes = [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (!clickable) {
    return (
      <span {...(props as ComponentPropsWithoutRef<'span'>)} className={classes} data-clickable="false">
        {children}
      </span>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const shared = {
    ...props,
    className: classes,
    onClick: handleClick,
    'aria-busy': loading || undefined,
    'data-loading': loading ? '' : undefined,
  };
  const link = props.href !== undefined;
  return createElement(
    link ? 'a' : 'button',
    { ref, type: link ? undefined : type, ...shared },
    loading ? (
      <>
        <span className={styles.hiddenContent}>{children}</span>
        <span className={styles.spinnerSlot}>
          <Spinner label={null} />
        </span>
      </>
    ) : (
      children
    ),
  );
});
