import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './ImageChip.css';

export interface ImageChipProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** How many more images there are; shown as '+number' (spec 1 §2). */
  count: number;
  /**
   * What '+12' alone would not say (e.g. 'Show all 15 photos'). On the button it follows the
   * visible text in the accessible name ('+12 Show all 15 photos'), so the name a voice-control
   * user says, the visible '+12', is part of it (WCAG 2.5.3 label in name). Without it screen
   * readers read the visible '+12'.
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
    <button ref={ref} type={type} {...props} onClick={onClick} className={classes} data-interactive="">
      {content}
      {label ? <span className={visuallyHidden}> {label}</span> : null}
    </button>
  );
});
