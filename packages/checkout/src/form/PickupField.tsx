import type { PickupPoint } from '@coras/api-client';
import { forwardRef, type ReactNode, useId } from 'react';
import * as styles from './CheckoutForm.css';

export interface PickupFieldProps {
  name: string;
  label: ReactNode;
  /** The pickup points of the reservation's `pickup_point` requirement. */
  options: readonly PickupPoint[];
  /** The chosen `coras_pickup_id`, or `''`. */
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * A reservation's pickup point (spec 2 §3: `coras_pickup_id`, `pickup_name`, `pickup_address`): a
 * radio group, each point with its address, in a list at most 300 px high that scrolls (spec 2 §9).
 * Arrow keys move between the points as in any radio group.
 */
export const PickupField = forwardRef<HTMLDivElement, PickupFieldProps>(function PickupField(
  { name, label, options, value, onValueChange, error, disabled },
  ref,
) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div
        ref={ref}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles.pickupList}
      >
        {options.map((option) => (
          <label key={option.coras_pickup_id} className={styles.pickupOption}>
            <input
              type="radio"
              name={name}
              value={option.coras_pickup_id}
              checked={value === option.coras_pickup_id}
              disabled={disabled}
              className={styles.pickupRadio}
              onChange={() => onValueChange(option.coras_pickup_id)}
            />
            <span>
              <span className={styles.pickupName}>{option.pickup_name}</span>
              {option.pickup_address ? (
                <span className={styles.pickupAddress}>{option.pickup_address}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
