/**
 * Joins class names, skipping the empty ones: how every component merges its own class with the
 * caller's `className` (which comes last) and its conditional ones.
 *
 * @example
 * <div className={cx(styles.root, open && styles.open, className)} />
 */
export const cx = (...classes: Array<string | false | null | undefined>): string =>
  classes.filter(Boolean).join(' ');
