import { Slot, Slottable } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import * as styles from './Chip.css';

export type ChipVariant = (typeof styles.chipVariants)[number];
export type ChipSize = (typeof styles.chipSizes)[number];

export interface ChipProps extends ComponentPropsWithoutRef<'span'> {
  /** @default 'neutral' */
  variant?: ChipVariant;
  /** @default 'md' */
  size?: ChipSize;
  /** A leading icon (a pin, a flag), decorative. */
  icon?: ReactNode;
  /**
   * Makes the chip removable (an active filter): a small cross button after the label calls it.
   * Ignored with `asChild`.
   */
  onRemove?: () => void;
  /**
   * The remove button's accessible name.
   * @default `Remove ${children}` when the label is text, else 'Remove'
   */
  removeLabel?: string;
  /** Renders the child element (a button, a link) with the chip's look: the clickable 'Near me' chip. */
  asChild?: boolean;
}

/**
 * A compact pill that labels something: a category, a spoken language, an active filter that can
 * be removed ('Removing a chip applies immediately', spec 1 §4), or, with `asChild`, a clickable
 * choice such as 'Near me'.
 *
 * Data attributes: `data-removable` when it has a remove button.
 *
 * @example
 * <Chip onRemove={() => removeFilter('music')}>Music</Chip>
 * <Chip asChild variant="outlined" icon={<PinIcon />}><button type="button">Near me</button></Chip>
 */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  {
    variant = 'neutral',
    size = 'md',
    icon,
    onRemove,
    removeLabel,
    asChild = false,
    className,
    children,
    ...props
  },
  ref,
) {
  const removable = Boolean(onRemove) && !asChild;
  const classes = [styles.chip({ variant, size, removable }), className].filter(Boolean).join(' ');
  const leading = icon ? (
    <span aria-hidden className={styles.icon}>
      {icon}
    </span>
  ) : null;
  if (asChild) {
    return (
      <Slot ref={ref} {...props} className={classes}>
        {leading}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }
  return (
    <span ref={ref} {...props} className={classes} data-removable={removable ? '' : undefined}>
      {leading}
      <span className={styles.label}>{children}</span>
      {removable ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove')}
          onClick={onRemove}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </span>
  );
});
