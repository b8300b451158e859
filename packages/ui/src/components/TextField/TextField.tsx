import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  type ChangeEvent,
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { AlertIcon, CheckIcon, ClearIcon } from '../../icons/icons';
import { createHistory, recordHistory, redoHistory, type UndoHistory, undoHistory } from './history';
import { applyMask, commitMask, type TextFieldMask } from './mask';
import * as styles from './TextField.css';

export type TextFieldShape = (typeof styles.textFieldShapes)[number];

/** The element the field renders: an input, or a textarea when `rows` is set. */
export type TextFieldElement = HTMLInputElement | HTMLTextAreaElement;

/** The validation state the field shows (spec 1 §5). */
export type TextFieldStatus = 'error' | 'success';

export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<TextFieldElement>,
    'value' | 'defaultValue' | 'onChange' | 'size' | 'children' | 'readOnly'
  > {
  /**
   * The input's type (text, email, tel, password, search, url…). Ignored with `rows` and with a
   * mask (masked fields are text fields with a numeric keyboard).
   * @default 'text'
   */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** A hint between the label and the box, read after the label (`aria-describedby`). */
  description?: ReactNode;
  /** Help under the box, read after the description (`aria-describedby`). */
  helpText?: ReactNode;
  /** The value (controlled). */
  value?: string;
  /**
   * The value at first (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with each new value: after masking, after clearing, after undo and redo. */
  onValueChange?: (value: string) => void;
  /**
   * Show a clear button while the field has a value and can be edited.
   * @default false
   */
  clearable?: boolean;
  /**
   * The clear button's accessible name.
   * @default 'Clear'
   */
  clearLabel?: string;
  /**
   * Readable and focusable, not editable (spec 1 §3 'readonly').
   * @default false
   */
  readOnly?: boolean;
  /** Renders a textarea of this many rows instead of an input. */
  rows?: number;
  /**
   * An input mask (spec 1 §5): `{ type: 'date', min?, max? }` for day.month.year with real dates
   * from 1900 to 9999, or `{ type: 'number', min?, max?, decimals?, decimalSeparator? }` for a
   * decimal number (comma and 2 decimals by default) clamped to min and max. Not for textareas.
   */
  mask?: TextFieldMask;
  /**
   * The form has been validated: the field shows the error style when `error` is set and the
   * success style when it is not (spec 1 §5). Before validation neither shows.
   * @default false
   */
  validated?: boolean;
  /**
   * The error: a message to show (and read, with `aria-invalid`), or `true` for the style alone.
   * Shown only when `validated`.
   */
  error?: ReactNode;
  /**
   * Show the error or success icon when validated.
   * @default true
   */
  validationIcon?: boolean;
  /** A leading icon (search, calendar), decorative. */
  icon?: ReactNode;
  /** Content after the input inside the box (the location picker's down arrow). */
  endAdornment?: ReactNode;
  /**
   * `rounded` is the location picker's pill-shaped field (spec 1 §2).
   * @default 'default'
   */
  shape?: TextFieldShape;
}

const isEditable = (disabled: boolean | undefined, readOnly: boolean) => !disabled && !readOnly;

/**
 * A labelled text field with every property of spec 1 §3: type, name, value, label, description,
 * placeholder, helpText, disabled, clearable, readonly, rows, mask, validated, error and
 * validationIcon. Every field keeps its own undo history of 100 states (the browser's is lost as
 * soon as a mask rewrites the value): Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z or Ctrl+Y redoes. Label, description, help text and error message are
 * wired to the input (`<label for>`, `aria-describedby`, `aria-invalid`). `className` goes to the
 * outer element; every other prop to the input.
 *
 * Data attributes on the outer element: `data-status="error" | "success"` (only once validated),
 * `data-disabled`, `data-readonly`, `data-filled`.
 *
 * @example
 * <TextField label="Date of birth" placeholder="dd.mm.yyyy" mask={{ type: 'date', max: today }}
 *   validated={submitted} error={errors.birthDate} />
 */
export const TextField = forwardRef<TextFieldElement, TextFieldProps>(function TextField(
  {
    type = 'text',
    label,
    description,
    helpText,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    clearable = false,
    clearLabel = 'Clear',
    readOnly = false,
    rows,
    mask: maskProp,
    validated = false,
    error,
    validationIcon = true,
    icon,
    endAdornment,
    shape = 'default',
    className,
    id,
    disabled,
    onKeyDown,
    onBlur,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const multiline = rows !== undefined;
  const mask = multiline ? undefined : maskProp;
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'TextField',
  });
  const history = useRef<UndoHistory>(createHistory(value));
  const element = useRef<TextFieldElement>(null);
  useImperativeHandle(ref, () => element.current as TextFieldElement);

  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const ids = {
    description: `${fieldId}-description`,
    help: `${fieldId}-help`,
    error: `${fieldId}-error`,
  };
  const status: TextFieldStatus | undefined = validated ? (error ? 'error' : 'success') : undefined;
  const errorMessage = status === 'error' && error !== true ? error : null;
  const describedByIds =
    [
      description ? ids.description : undefined,
      errorMessage ? ids.error : undefined,
      helpText ? ids.help : undefined,
      describedBy,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  // The history records the values the field actually showed, so a parent that transforms what
  // is typed (upper-casing a code) undoes to its own values. Its present state may lag behind the
  // shown value until the next edit, undo or redo records it.
  const synced = () => recordHistory(history.current, value);

  /** A value the visitor produced: the shown one joins the history, redo is forgotten. */
  const change = (next: string) => {
    if (next === value) return;
    history.current = { ...synced(), future: [] };
    setValue(next);
  };

  const travel = (direction: 'undo' | 'redo') => {
    const current = synced();
    const moved = direction === 'undo' ? undoHistory(current) : redoHistory(current);
    history.current = moved;
    if (moved !== current) setValue(moved.present);
  };
  const travelRef = useRef(travel);
  travelRef.current = travel;

  // Undo and redo from the browser's menus arrive as beforeinput events, which React does not map.
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const onBeforeInput = (event: Event) => {
      const { inputType } = event as InputEvent;
      if (inputType !== 'historyUndo' && inputType !== 'historyRedo') return;
      if (node.readOnly || node.disabled) return;
      event.preventDefault();
      travelRef.current(inputType === 'historyUndo' ? 'undo' : 'redo');
    };
    node.addEventListener('beforeinput', onBeforeInput);
    return () => node.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  const handleChange = (event: ChangeEvent<TextFieldElement>) => {
    const raw = event.target.value;
    change(mask ? applyMask(mask, raw, value) : raw);
  };

  const handleKeyDown = (event: KeyboardEvent<TextFieldElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (!isEditable(disabled, readOnly)) return;
    const key = event.key.toLowerCase();
    if (key === 'z') {
      event.preventDefault();
      travel(event.shiftKey ? 'redo' : 'undo');
    } else if (key === 'y' && !event.shiftKey) {
      event.preventDefault();
      travel('redo');
    }
  };

  const handleBlur = (event: FocusEvent<TextFieldElement>) => {
    if (mask) change(commitMask(mask, value));
    onBlur?.(event);
  };

  const showClear = clearable && value !== '' && isEditable(disabled, readOnly);

  const shared = {
    ...props,
    id: fieldId,
    value,
    disabled,
    readOnly,
    className: styles.input,
    'aria-invalid': status === 'error' || undefined,
    'aria-describedby': describedByIds,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    onBlur: handleBlur,
  };

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-status={status}
      data-disabled={disabled ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
      data-filled={value !== '' ? '' : undefined}
    >
      {label ? (
        <label htmlFor={fieldId} className={styles.label}>
          {label}
        </label>
      ) : null}
      {description ? (
        <p id={ids.description} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={styles.box({ shape, multiline })}>
        {icon ? (
          <span aria-hidden className={styles.icon}>
            {icon}
          </span>
        ) : null}
        {multiline ? (
          <textarea
            {...shared}
            ref={element as Ref<HTMLTextAreaElement>}
            rows={rows}
            className={[styles.input, styles.textarea].join(' ')}
          />
        ) : (
          <input
            {...shared}
            ref={element as Ref<HTMLInputElement>}
            type={mask ? 'text' : type}
            inputMode={props.inputMode ?? (mask ? (mask.type === 'date' ? 'numeric' : 'decimal') : undefined)}
          />
        )}
        {status && validationIcon ? (
          <span aria-hidden className={styles.statusIcon} data-status-icon={status}>
            {status === 'error' ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
          </span>
        ) : null}
        {showClear ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={clearLabel}
            onClick={() => {
              change('');
              element.current?.focus();
            }}
          >
            <ClearIcon size={18} />
          </button>
        ) : null}
        {endAdornment}
      </div>
      {errorMessage ? (
        <p id={ids.error} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      {helpText ? (
        <p id={ids.help} className={styles.helpText}>
          {helpText}
        </p>
      ) : null}
    </div>
  );
});
