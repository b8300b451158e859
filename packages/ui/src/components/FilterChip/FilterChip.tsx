import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps, type ButtonSize } from '../Button/Button';
import * as styles from './FilterChip.css';

export interface FilterChipProps
  extends Omit<ButtonProps, 'variant' | 'fullWidth' | 'clickable' | 'loading' | 'aria-pressed'> {
  /** Whether the filter is on (controlled). */
  pressed?: boolean;
  /**
   * Whether the filter starts on (uncontrolled).
   * @default false
   */
  defaultPressed?: boolean;
  /** Called with the new state when the chip is toggled. */
  onPressedChange?: (pressed: boolean) => void;
  /** A leading icon, decorative. */
  icon?: ReactNode;
  /** @default 'sm' */
  size?: ButtonSize;
}

/**
 * A toggle in the shape of a pill: the filter bar's chips and its date button. Primary style when
 * active, outlined otherwise (spec 1 §2); screen readers hear 'pressed' or 'not pressed'.
 *
 * Data attributes: `data-state="on" | "off"`, `data-filter-chip` always.
 *
 * @example
 * <FilterChip pressed={isOn} onPressedChange={setOn}>Under 2 hours</FilterChip>
 */
export const FilterChip = forwardRef<HTMLButtonElement, FilterChipProps>(function FilterChip(
  {
    pressed,
    defaultPressed = false,
    onPressedChange,
    icon,
    size = 'sm',
    className,
    onClick,
    children,
    ...props
  },
  ref,
) {
  const [on, setOn] = useControllableState({
    prop: pressed,
    defaultProp: defaultPressed,
    onChange: onPressedChange,
    caller: 'FilterChip',
  });
  return (
    <Button
      ref={ref}
      {...props}
      size={size}
      variant={on ? 'primary' : 'outlined'}
      aria-pressed={on}
      data-state={on ? 'on' : 'off'}
      data-filter-chip=""
      className={[styles.filterChip, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOn(!on);
      }}
    >
      {icon ? (
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
      ) : null}
      {children}
    </Button>
  );
});
