import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../styles/cx';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import * as styles from './PopoverField.css';

/** A popover field's props; open state the Radix way. */
export interface PopoverFieldProps {
  /** The field's label ('Date', 'Tickets'); it names the button together with the value. */
  label: ReactNode;
  /** What is chosen, shown on the button ('Sat, 16 May'), an icon before it if wanted. */
  value: ReactNode;
  /** What the panel holds (a calendar, ticket counters). */
  children?: ReactNode;
  /**
   * Shows the value as text, with nothing to open (a date when only one day is available): a
   * description list of the label and the value.
   * @default false
   */
  readOnly?: boolean;
  /** Whether the panel is open (controlled). */
  open?: boolean | undefined;
  /** Whether the panel starts open (uncontrolled). @default false */
  defaultOpen?: boolean | undefined;
  /** Called when the panel opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The panel's accessible name; without it, the field's label names it. */
  panelLabel?: string | undefined;
  /** A class of the field's own, after the kit's. */
  className?: string | undefined;
}

/**
 * A labelled field that opens a panel: a button that reads like a field (the value at the start,
 * a chevron at the end), named by the label and the value together, and the panel as a popover
 * under it. Open state the Radix way: `open` / `defaultOpen` / `onOpenChange`.
 *
 * Data attributes: the button's `data-state="open" | "closed"`.
 *
 * @example
 * <PopoverField label="Tickets" value="2 × Adult" open={open} onOpenChange={setOpen}>
 *   <TicketCounters />
 * </PopoverField>
 */
export function PopoverField({
  label,
  value,
  children,
  readOnly = false,
  open,
  defaultOpen,
  onOpenChange,
  panelLabel,
  className,
}: PopoverFieldProps) {
  const id = useId();
  if (readOnly) {
    return (
      <dl className={cx(styles.root, className)}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.readOnlyValue}>{value}</dd>
      </dl>
    );
  }
  return (
    <div className={cx(styles.root, className)}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <Popover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>
          <Button
            id={`${id}-button`}
            variant="outlined"
            className={styles.trigger}
            aria-labelledby={`${id}-label ${id}-button`}
          >
            <span className={styles.value}>{value}</span>
            <ChevronDownIcon size={18} />
          </Button>
        </Popover.Trigger>
        <Popover.Content
          matchTriggerWidth={false}
          {...(panelLabel === undefined
            ? { 'aria-labelledby': `${id}-label` }
            : { 'aria-label': panelLabel })}
        >
          {children}
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
