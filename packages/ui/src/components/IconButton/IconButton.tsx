import { forwardRef } from 'react';
import { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from '../Button/Button';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonProps, 'fullWidth' | 'clickable' | 'aria-label'> {
  /**
   * The accessible name, read by screen readers in place of the icon (e.g. 'Close',
   * 'Previous Month'). Required: an icon alone names nothing.
   */
  label: string;
  /**
   * The look, as Button's variants.
   * @default 'transparent'
   */
  variant?: ButtonVariant;
  /**
   * 32, 40 or 48 px square.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * A circle instead of a rounded square.
   * @default false
   */
  round?: boolean;
}

/**
 * A square button that shows only an icon (close, clear, carousel arrows). It is a Button in every
 * other respect: variants, disabled, loading with a spinner that ignores clicks, `asChild`.
 *
 * Data attributes: `data-icon-button` always, and Button's `data-loading`.
 *
 * @example
 * <IconButton label="Close" onClick={close}><CloseIcon /></IconButton>
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'transparent', size = 'md', round = false, className, children, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      {...props}
      variant={variant}
      size={size}
      aria-label={label}
      data-icon-button=""
      className={[styles.iconButton({ size, round }), className].filter(Boolean).join(' ')}
    >
      {children}
    </Button>
  );
});
