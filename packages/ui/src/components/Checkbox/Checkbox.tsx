import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import * as styles from './Checkbox.css';

export type CheckboxVariant = (typeof styles.checkboxVariants)[number];
export type CheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps extends ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root> {
  /**
   * The three looks of spec 1 §2. `regular`: ticked or not, by `checked` / `defaultChecked`.
   * `indeterminate`: a parent some of whose children are chosen (screen readers hear "mixed").
   * `main`: a parent all of whose children are chosen (ticked). For the last two the variant is
   * the state: `checked` is ignored, and a click calls `onCheckedChange` with the next state
   * (`true` from indeterminate, `false` from main), so the parent can select or clear its children.
   * @default 'regular'
   */
  variant?: CheckboxVariant;
  /** The visible label; clicking it toggles the box. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the label, read after it by screen readers (`aria-describedby`). */
  description?: ReactNode;
}

/**
 * A checkbox on Radix's: the filters drawer's Duration and Price options, the category tree and
 * the checkout's terms. `className` goes to the row; every other prop to the Radix checkbox.
 *
 * Data attributes: on the box, Radix's `data-state="checked" | "unchecked" | "indeterminate"` and
 * `data-disabled`, plus `data-variant`; on the row, `data-variant` and `data-disabled`.
 *
 * @example
 * <Checkbox label="Music" variant={allChosen ? 'main' : someChosen ? 'indeterminate' : 'regular'}
 *   onCheckedChange={(next) => setAllChildren(next === true)} />
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { variant = 'regular', label, description, className, id, checked, disabled, ...props },
  ref,
) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const descriptionId = `${boxId}-description`;
  const state: CheckedState | undefined =
    variant === 'indeterminate' ? 'indeterminate' : variant === 'main' ? true : checked;
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-disabled={disabled ? '' : undefined}
    >
      <CheckboxPrimitive.Root
        ref={ref}
        id={boxId}
        {...props}
        {...(state === undefined ? {} : { checked: state })}
        {...(disabled === undefined ? {} : { disabled })}
        aria-describedby={
          [description ? descriptionId : undefined, props['aria-describedby']].filter(Boolean).join(' ') ||
          undefined
        }
        className={styles.box}
        data-variant={variant}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <CheckIcon size={16} strokeWidth={3} className={styles.tick} />
          <MinusIcon size={16} strokeWidth={3} className={styles.bar} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      {label ? (
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
      ) : null}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
});
