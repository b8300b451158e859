import {
  type ForwardedRef,
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cx } from '../../styles/cx';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Popover } from '../Popover/Popover';
import { TextField, type TextFieldElement, type TextFieldProps } from '../TextField/TextField';
import * as styles from './Combobox.css';
import { isTypingKey, keepFieldFocus, moveActive, optionId, useFieldEvents } from './comboboxParts';

/** Where the list shows: in a popup under the field, or in the page right under it. */
export const comboboxVariants = ['popover', 'inline'] as const;
/** One of `comboboxVariants`. */
export type ComboboxVariant = (typeof comboboxVariants)[number];

/** How one option of a combobox reads; `renderOption` answers it for each of the `options`. */
export interface ComboboxOption {
  /** Tells the option apart from the others of the list (React's key). */
  key: string;
  /** The option's text. */
  text?: ReactNode;
  /** An icon before the text. */
  icon?: ReactNode;
  /** A muted part after the text (a city's country: ', Ireland'). */
  detail?: ReactNode;
  /** An icon after the text (the arrow of 'Show all results'). */
  iconEnd?: ReactNode;
  /** Content of its own in place of `icon`, `text`, `detail` and `iconEnd` (a chip). */
  children?: ReactNode;
  /** The accessible name, where the text shown is not it. */
  label?: string | undefined;
  /** The current choice (`aria-selected="true"`). @default false */
  selected?: boolean;
  /** An action rather than a value ('Show all results'): drawn apart, under a line. @default false */
  action?: boolean;
  /**
   * Renders the option as a link to this address, so it opens in a new tab or copies like one. It
   * stays out of the tab order like the other options.
   */
  href?: string | undefined;
  /** Handles a click in place of `onChoose` (a link's own navigation). */
  onClick?: ((event: MouseEvent<HTMLElement>) => void) | undefined;
  /** A class of the option's own, after the kit's. */
  className?: string | undefined;
}

/** A combobox's props; the text field's own (`aria-label`, `placeholder`, `icon`…) pass through. */
export interface ComboboxProps<T>
  extends Omit<
    TextFieldProps,
    | 'value'
    | 'defaultValue'
    | 'onValueChange'
    | 'role'
    | 'label'
    | 'description'
    | 'helpText'
    | 'rows'
    | 'mask'
    | 'children'
  > {
  /** What is typed in the field. */
  value: string;
  /** Called with what the visitor types. */
  onValueChange: (value: string) => void;
  /**
   * Whether the visitor is using the combobox: the list shows while it is open and has options or
   * a `message`. Focus, a click, an arrow key and typing ask to open it; Escape, a click or focus
   * outside, and leaving the field with no list on screen ask to close it.
   */
  open: boolean;
  /** Called when the combobox asks to open or to close; the parent decides. */
  onOpenChange: (open: boolean) => void;
  /** The options, in order. A new list (other keys, another term) starts with none active. */
  options: readonly T[];
  /** How an option reads. */
  renderOption: (option: T) => ComboboxOption;
  /** Enter on the active option, or a click on an option without its own `onClick`. */
  onChoose: (option: T) => void;
  /** Enter with no option active; Enter never submits a surrounding form. */
  onEnter?: (() => void) | undefined;
  /** A heading above the options ('Popular'); it names the list when there is one. */
  heading?: ReactNode;
  /** The list's accessible name without a `heading`. */
  listLabel?: string | undefined;
  /** The id of the element that names the list without a `heading`. */
  listLabelledBy?: string | undefined;
  /** A line under the options ('Searching…', 'No results'): a `ComboboxMessage`. */
  message?: ReactNode;
  /**
   * What a polite live region says while the combobox is open (how many results a search found).
   * The region is in the page from the moment it opens, so the first answer is announced.
   */
  status?: string | undefined;
  /** @default 'popover' */
  variant?: ComboboxVariant;
  /** The wrapper of the field (a `search` landmark for a site search). @default 'div' */
  fieldAs?: 'div' | 'search';
  /** The class of the field's wrapper. */
  fieldClassName?: string | undefined;
  /** The class of the popup (its width, its height), or of the list's wrapper when inline. */
  popupClassName?: string | undefined;
}

/**
 * An ARIA combobox over a text field: the focus stays in the field, ArrowDown and ArrowUp move
 * through the options (wrapping; announced through `aria-activedescendant`), Enter chooses the
 * active option (or calls `onEnter`), Escape and a click or focus outside close. Options are never
 * focused. The parent owns what is typed, whether it is open and what the options are: the kit's
 * search fields (a site search, a place picker) put a search as you type behind it.
 *
 * The ref reaches the field's input. Data attributes: `data-active` on the active option,
 * `aria-selected="true"` on the current choice.
 *
 * @example
 * <Combobox aria-label="Search" value={term} onValueChange={search} open={open} onOpenChange={setOpen}
 *   options={results} renderOption={(r) => ({ key: r.id, text: r.name })} onChoose={go} />
 */
export const Combobox = forwardRef(function Combobox<T>(
  {
    value,
    onValueChange,
    open,
    onOpenChange,
    options,
    renderOption,
    onChoose,
    onEnter,
    heading,
    listLabel,
    listLabelledBy,
    message,
    status,
    variant = 'popover',
    fieldAs: Field = 'div',
    fieldClassName,
    popupClassName,
    onKeyDown,
    onFocus,
    onClick,
    onBlur,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...fieldProps
  }: ComboboxProps<T>,
  ref: ForwardedRef<TextFieldElement>,
) {
  const ids = useId();
  const listboxId = `${ids}-listbox`;
  const headingId = `${ids}-heading`;
  const fieldRef = useRef<HTMLElement>(null);
  const fieldEvents = useFieldEvents(fieldRef);
  const inline = variant === 'inline';
  const shown = open && (options.length > 0 || Boolean(message));
  const rendered = options.map(renderOption);

  // A new list starts with no active option; the keyboard moves into it.
  const [active, setActive] = useState(-1);
  const listKey = `${open}|${value}|${rendered.map((option) => option.key).join('|')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey names a new list.
  useEffect(() => setActive(-1), [listKey]);

  const handleKeyDown = (event: KeyboardEvent<TextFieldElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) onOpenChange(true);
        else setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Enter': {
        event.preventDefault();
        const chosen = shown ? options[active] : undefined;
        if (chosen !== undefined) onChoose(chosen);
        else onEnter?.();
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          onOpenChange(false);
        }
        return;
      default:
        // Typing into a closed field opens it (a picker then starts a new term).
        if (!open && (isTypingKey(event) || event.key === 'Backspace')) onOpenChange(true);
    }
  };

  const close = (event: CustomEvent<{ originalEvent: Event }>) => {
    if (fieldEvents.isFromField(event)) event.preventDefault();
    else onOpenChange(false);
  };

  const field = (
    <Field ref={fieldRef as Ref<HTMLDivElement>} className={fieldClassName} {...fieldEvents.fieldProps}>
      <TextField
        ref={ref}
        role="combobox"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-expanded={shown}
        aria-controls={shown ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? optionId(listboxId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        {...fieldProps}
        value={value}
        onValueChange={onValueChange}
        onFocus={(event) => {
          onFocus?.(event);
          onOpenChange(true);
        }}
        onClick={(event) => {
          onClick?.(event);
          onOpenChange(true);
        }}
        // With a popup on screen, leaving is the popup's outside click or focus; without, the blur.
        onBlur={(event) => {
          onBlur?.(event);
          if (!shown && open) onOpenChange(false);
        }}
        onKeyDown={handleKeyDown}
      />
    </Field>
  );

  const list = (
    <>
      {heading && options.length > 0 ? (
        <p id={headingId} className={styles.groupHeading}>
          {heading}
        </p>
      ) : null}
      <div
        role="listbox"
        id={listboxId}
        aria-labelledby={heading && options.length > 0 ? headingId : listLabelledBy}
        aria-label={heading && options.length > 0 ? undefined : listLabel}
        className={styles.listbox}
      >
        {rendered.map((option, index) => (
          <ComboboxOptionView
            key={option.key}
            option={option}
            id={optionId(listboxId, index)}
            active={index === active}
            onActive={() => {
              if (index !== active) setActive(index);
            }}
            onChoose={() => onChoose(options[index] as T)}
          />
        ))}
      </div>
      {message}
    </>
  );

  const live = open ? (
    <div role="status" aria-live="polite" className={visuallyHidden}>
      {status ?? ''}
    </div>
  ) : null;

  if (inline) {
    return (
      <>
        {field}
        <div className={popupClassName}>{list}</div>
        {live}
      </>
    );
  }
  return (
    <>
      <Popover.Root open={shown}>
        <Popover.Anchor asChild>{field}</Popover.Anchor>
        <Popover.Content
          role="presentation"
          className={cx(styles.popup, popupClassName)}
          onMouseDown={keepFieldFocus}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={() => onOpenChange(false)}
          onPointerDownOutside={close}
          onFocusOutside={close}
        >
          {list}
        </Popover.Content>
      </Popover.Root>
      {live}
    </>
  );
}) as unknown as <T>(props: ComboboxProps<T> & { ref?: Ref<TextFieldElement> }) => ReactElement;

/** A line under a combobox's options ('Searching…', 'No results'); pass it as `message`. */
export function ComboboxMessage({ children }: { children: ReactNode }) {
  return <p className={styles.message}>{children}</p>;
}

function ComboboxOptionView({
  option,
  id,
  active,
  onActive,
  onChoose,
}: {
  option: ComboboxOption;
  id: string;
  active: boolean;
  onActive: () => void;
  onChoose: () => void;
}) {
  const Option = option.href === undefined ? 'div' : 'a';
  return (
    // Options are reached through the field's aria-activedescendant, never focused; the field
    // handles the keyboard.
    <Option
      id={id}
      role="option"
      aria-label={option.label}
      aria-selected={option.selected ?? false}
      href={option.href}
      tabIndex={option.href === undefined ? undefined : -1}
      data-active={active ? '' : undefined}
      className={cx(styles.option, option.action ? styles.actionOption : undefined, option.className)}
      onMouseDown={keepFieldFocus}
      onPointerMove={onActive}
      onClick={option.onClick ?? onChoose}
    >
      {option.children ?? (
        <>
          {option.icon ? (
            <span aria-hidden className={styles.optionIcon}>
              {option.icon}
            </span>
          ) : null}
          <span className={styles.optionLabel}>
            {option.text}
            {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
          </span>
          {option.iconEnd ? (
            <span aria-hidden className={styles.optionIcon}>
              {option.iconEnd}
            </span>
          ) : null}
        </>
      )}
    </Option>
  );
}
