import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import * as styles from './PointsBadge.css';

export type PointsBadgeSize = (typeof styles.pointsBadgeSizes)[number];

const enGB = new Intl.NumberFormat('en-GB');

export interface PointsBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The points: the result of the host's reward function (spec 1 §1). */
  value: number;
  /**
   * The value as booking-core's `rewardPoints` formatted it. Points are always written in en-GB
   * number format, whatever the visitor's locale (spec 1 §1, §9).
   * @default `value` in en-GB format, e.g. '1,234.5'
   */
  formatted?: string | undefined;
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
  { value, formatted, unit, logoUrl, iconUrl, size = 'md', className, ...props },
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
        <span className={styles.value}>{formatted ?? enGB.format(value)}</span>
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </span>
    </span>
  );
});
