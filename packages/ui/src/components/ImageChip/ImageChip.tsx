import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './ImageChip.css';

export interface ImageChipProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** How many more images there are; shown as '+number' (spec 1 §2). */
  count: number;
  /**
   * The accessible name when '+12' alone would not say enough (e.g. 'Show all 15 photos').
   * Without it screen readers read the visible '+12'.
   */
  label?: string;
}

/** '+12': never negative, never fractional. */
function imageChipText(count: number): string {
  return `+${Math.max(0, Math.floor(Number.isFinite(count) ? count : 0))}`;
}

/**
 * The '+number' chip laid over an image carousel: how many more photos there are. With an
 * `onClick` it is a button (it opens the image viewer); without one it is plain text.
 *
 * Data attributes: `data-interactive` when it is a button.
 *
 * @example
 * <ImageChip count={images.length - 3} label={`Show all ${images.length} photos`} onClick={openViewer} />
 */
export const ImageChip = forwardRef<HTMLButtonElement, ImageChipProps>(function ImageChip(
  { count, label, className, type = 'button', onClick, ...props },
  ref,
) {
  const classes = [styles.imageChip, className].filter(Boolean).join(' ');
  const content = imageChipText(count);
  if (!onClick) {
    return (
      <span className={classes} {...(label ? { role: 'img', 'aria-label': label } : {})}>
        {content}
      </span>
    );
  }
  return (
    <button
      ref={ref}
      type={type}
      {...props}
      onClick={onClick}
      aria-label={label}
      className={classes}
      data-interactive=""
    >
      {content}
    </button>
  );
});
