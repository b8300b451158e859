import type { CSSProperties } from 'react';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Diameter in pixels. @default 16 */
  size?: number;
  /** Read by screen readers; pass `null` when a parent already says what is loading. @default 'Loading' */
  label?: string | null;
  className?: string;
}

/** A spinning ring in the current text colour, for work of unknown length. */
export function Spinner({ size = 16, label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={className}>
      <span aria-hidden className={styles.spinner} style={{ width: size, height: size }} />
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}

export interface SkeletonProps {
  /** Width, any CSS length. @default '100%' */
  width?: CSSProperties['width'];
  /** Height, any CSS length; reserve the final content's size so nothing shifts when it arrives. @default '1em' */
  height?: CSSProperties['height'];
  /** Corner radius, any CSS length. */
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A placeholder of the final content's size while it loads (no layout shift when it arrives). */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height, ...(radius === undefined ? {} : { borderRadius: radius }) }}
    />
  );
}
