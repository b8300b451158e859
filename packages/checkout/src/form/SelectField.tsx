import { visuallyHidden } from '@coras/ui';
import { forwardRef, type ReactNode, useId } from 'react';
import * as styles from './CheckoutForm.css';

/** One option of a {@link SelectField}. */
export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  options: readonly SelectFieldOption[];
  onValueChange(value: string): void;
  /** The first, empty choice ('Select a country'); without it the first option is chosen. */
  placeholder?: string | undefined;
  /** The browser autofill token (`billing country`). */
  autoComplete: string;
  error?: string | undefined;
  helpText?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Hide the label visually (a unit beside its measurement); it is still the accessible name. */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A labelled native `<select>`: the browser's own picker on every device, and the one control
 * autofill fills by ISO code (`autocomplete="billing country"`). The error and help text are wired
 * like the kit's TextField (`aria-invalid`, `aria-describedby`).
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    name,
    label,
    value,
    options,
    onValueChange,
    placeholder,
    autoComplete,
    error,
    helpText,
    required,
    disabled,
    hideLabel,
    className,
  },
  ref,
) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : undefined, helpText ? `${id}-help` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={styles.select}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {helpText ? (
        <p id={`${id}-help`} className={styles.help}>
          {helpText}
        </p>
      ) : null}
    </div>
  );
});
