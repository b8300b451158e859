import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import * as styles from './PointsBadge.css';

export type PointsBadgeSize = (typeof styles.pointsBadgeSizes)[number];

export interface PointsBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /**
   * The points as a number: the result of the host's reward function (spec 1 §1). Not shown (the
   * badge writes `formatted`); it is here so booking-core's `rewardPoints` result spreads in whole.
   */
  value: number;
  /**
   * The points as written, by booking-core's `rewardPoints`: always in en-GB number format, whatever
   * the visitor's locale (spec 1 §1, §9), e.g. '1,234.5'.
   */
  formatted: string;
  /** The widget's `points-unit`, e.g. 'Avios'. */
  unit: string;
  /** The widget's `points-logo-url`: the programme's logo, shown first. Decorative. */
  logoUrl?: string | undefined;
  /** The widget's `points-icon-url`: a small icon before the value. Decorative. */
  iconUrl?: string | undefined;
  /** @default 'md' */
  size?: PointsBadgeSize;
}

/**
 * The points slot of cards and basket items: the programme's logo and icon, then the value and the
 * unit (spec 1 §1, §2). Spread booking-core's `rewardPoints(...)` result into it. A logo or icon
 * that fails to load is left out rather than shown broken.
 *
 * @example
 * const points = rewardPoints(price, currency, pointsConfig);
 * {points ? <PointsBadge {...points} /> : null}
 */
export const PointsBadge = forwardRef<HTMLSpanElement, PointsBadgeProps>(function PointsBadge(
  { value: _value, formatted, unit, logoUrl, iconUrl, size = 'md', className, ...props },
  ref,
) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const hide = (url: string) => () => setBroken((previous) => new Set(previous).add(url));
  return (
    <span ref={ref} {...props} className={[styles.badge({ size }), className].filter(Boolean).join(' ')}>
      {logoUrl && !broken.has(logoUrl) ? (
        <img className={styles.logo} src={logoUrl} alt="" decoding="async" onError={hide(logoUrl)} />
      ) : null}
      {iconUrl && !broken.has(iconUrl) ? (
        <img className={styles.icon} src={iconUrl} alt="" decoding="async" onError={hide(iconUrl)} />
      ) : null}
      <span className={styles.amount}>
        <span className={styles.value}>{formatted}</span>
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </span>
    </span>
  );
});
