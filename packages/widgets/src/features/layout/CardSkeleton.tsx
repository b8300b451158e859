import { Skeleton } from '@coras/ui';
import * as styles from './CardGrid.css';

/** A loading card of the card's size (no layout shift when the card arrives). Hidden from screen readers. */
export function CardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden>
      <Skeleton className={styles.skeletonMedia} height="auto" radius={0} />
      <div className={styles.skeletonBody}>
        <span className={styles.skeletonLine}>
          <Skeleton width="30%" height="0.75em" />
        </span>
        <span className={styles.skeletonTitleLine}>
          <Skeleton width="90%" height="1em" />
        </span>
        <span className={styles.skeletonTitleLine}>
          <Skeleton width="60%" height="1em" />
        </span>
        <span className={styles.skeletonLine}>
          <Skeleton width="45%" height="0.85em" />
        </span>
        <span className={styles.skeletonLine}>
          <Skeleton width="100%" height="0.85em" />
        </span>
        <span className={styles.skeletonLine}>
          <Skeleton width="80%" height="0.85em" />
        </span>
        <span className={styles.skeletonPrice}>
          <Skeleton width="40%" height="1.1em" />
        </span>
      </div>
    </div>
  );
}

export interface CardGridSkeletonProps {
  /** How many loading cards. @default 4 */
  count?: number;
  /** Show only the first row, however many columns the width gives (4, 2 or 1). @default false */
  oneRow?: boolean;
}

/** Loading cards in the card grid, for a list whose cards are on their way. */
export function CardGridSkeleton({ count = 4, oneRow = false }: CardGridSkeletonProps) {
  return (
    <ul className={[styles.cardGrid, oneRow ? styles.oneRow : ''].filter(Boolean).join(' ')} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <li key={index} className={styles.cardCell}>
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
}
