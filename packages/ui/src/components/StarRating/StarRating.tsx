import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { StarIcon } from '../../icons/icons';
import { DEFAULT_RATING, MAX_RATING, roundRating, starFills } from './rating';
import * as styles from './StarRating.css';

export interface StarRatingProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'role'> {
  /**
   * The rating, 0 to 5; shown rounded to the nearest half.
   * @default 3
   */
  rating?: number;
  /**
   * What screen readers hear, given the rounded rating (translate it here).
   * @default (rating) => `Rated ${rating} out of 5`
   */
  label?: (rating: number, max: number) => string;
  /**
   * Also show the number after the stars (hidden from screen readers, which hear the label).
   * @default false
   */
  showValue?: boolean;
}

const defaultLabel = (rating: number, max: number) => `Rated ${rating} out of ${max}`;

/**
 * A read-only rating: five stars in a 102×18 widget, rounded to the nearest half (spec 1 §2, §9).
 * Screen readers hear one image named 'Rated 3.5 out of 5' rather than five stars.
 *
 * Data attributes: `data-rating` (the rounded rating) on the root, `data-fill="full" | "half" |
 * "empty"` on each star.
 *
 * @example
 * <StarRating rating={attraction.rating ?? 0} showValue />
 */
export const StarRating = forwardRef<HTMLSpanElement, StarRatingProps>(function StarRating(
  { rating = DEFAULT_RATING, label = defaultLabel, showValue = false, className, ...props },
  ref,
) {
  const rounded = roundRating(rating);
  return (
    <span
      ref={ref}
      role="img"
      aria-label={label(rounded, MAX_RATING)}
      {...props}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-rating={rounded}
    >
      <span className={styles.stars} aria-hidden>
        {starFills(rounded).map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, never reordered.
          <span key={index} className={styles.star} data-fill={fill}>
            <StarIcon size={18} strokeWidth={1.5} />
            <span className={styles.fill}>
              <StarIcon size={18} strokeWidth={1.5} fill="currentColor" className={styles.fillIcon} />
            </span>
          </span>
        ))}
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden>
          {rounded.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
});
