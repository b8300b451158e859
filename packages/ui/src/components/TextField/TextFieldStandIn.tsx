import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { TextFieldShape } from './TextField';
import * as styles from './TextField.css';

export interface TextFieldStandInProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A leading icon, decorative. */
  icon?: ReactNode;
  /** Content after the input inside the box. */
  endAdornment?: ReactNode;
  /** @default 'default' */
  shape?: TextFieldShape;
}

/**
 * A text field's look without its behaviour (no masks, no undo history, no label): the same
 * elements and classes as an unlabelled `TextField`, for a light stand-in that a lazy control
 * replaces (see `useStandIn`) without a change on screen. `className` goes to the outer element;
 * every other prop to the input.
 */
export const TextFieldStandIn = forwardRef<HTMLInputElement, TextFieldStandInProps>(function TextFieldStandIn(
  { type = 'text', icon, endAdornment, shape = 'default', className, ...props },
  ref,
) {
  const filled = props.value !== undefined && props.value !== '';
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-filled={filled ? '' : undefined}
      data-stand-in=""
    >
      <div className={styles.box({ shape, multiline: false })}>
        {icon ? (
          <span aria-hidden className={styles.icon}>
            {icon}
          </span>
        ) : null}
        <input {...props} ref={ref} type={type} className={styles.input} />
        {endAdornment}
      </div>
    </div>
  );
});
