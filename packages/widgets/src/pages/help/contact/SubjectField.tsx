import type { SupportSubject } from '@coras/api-client';
import { AlertIcon, CheckIcon, ChevronDownIcon } from '@coras/ui';
import { forwardRef, useId } from 'react';
import * as styles from './SubjectField.css';

export interface SubjectFieldProps {
  label: string;
  /** The first, empty choice: 'Select a subject'. */
  placeholder: string;
  /** The subjects of `customer-support/subjects`; none while they load or when they failed. */
  options: readonly SupportSubject[];
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field, e.g. that the subjects could not be loaded. */
  helpText?: string | undefined;
  /** As the kit's TextField: the error and success styles show only once validated. */
  validated: boolean;
  error?: string | undefined;
}

/**
 * The contact form's subject: a native select dressed as the kit's TextField (label, box, error
 * message, validation icon). Workaround: @coras/ui has no select field yet (its SelectList is a
 * listbox for dropdowns); a native select gives every platform's own picker, keyboard and
 * screen-reader support for free. Replace it with the kit's field when there is one.
 */
export const SubjectField = forwardRef<HTMLSelectElement, SubjectFieldProps>(function SubjectField(
  { label, placeholder, options, value, onValueChange, helpText, validated, error },
  ref,
) {
  const id = useId();
  const status = validated ? (error ? 'error' : 'success') : undefined;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy =
    [status === 'error' ? errorId : undefined, helpText ? helpId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.root} data-status={status}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <select
          ref={ref}
          id={id}
          name="subject"
          required
          className={styles.select}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={status === 'error' || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {status ? (
          <span aria-hidden className={styles.statusIcon}>
            {status === 'error' ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
          </span>
        ) : null}
        <span aria-hidden className={styles.chevron}>
          <ChevronDownIcon size={20} />
        </span>
      </div>
      {status === 'error' ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {helpText ? (
        <p id={helpId} className={styles.helpText}>
          {helpText}
        </p>
      ) : null}
    </div>
  );
});
