import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { CheckIcon } from '../../icons/icons';
import * as styles from './SelectList.css';
import { initialSelectListState, type SelectListState, selectListKeyDown } from './selectListKeyboard';

export type SelectListSize = (typeof styles.selectListSizes)[number];

/** One choice of the list. */
export interface SelectListOption {
  /** What `onValueChange` receives. Unique within the list. */
  value: string;
  /** The visible text, matched by type-ahead. */
  label: string;
  /** Shown but not choosable; the keyboard skips it. */
  disabled?: boolean;
  /** A leading icon (a flag, a pin), decorative. */
  icon?: ReactNode;
}

export interface SelectListProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'defaultValue' | 'onChange' | 'role'> {
  /** The choices, in order. */
  options: readonly SelectListOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called when another value is chosen. */
  onValueChange?: (value: string) => void;
  /**
   * Called on every choice, the current value included: a dropdown closes on it (spec 1 §4 'Sort
   * dropdown closes on choosing an option'), a single-choice filter clears on a repeated choice.
   */
  onChoose?: (value: string) => void;
  /**
   * `short` caps the height at 17.125rem and scrolls (spec 1 §9).
   * @default 'regular'
   */
  size?: SelectListSize;
  /**
   * The locale type-ahead compares letters in (case folding of 'İ', 'ß'…).
   * @default the document's
   */
  locale?: string;
}

function firstEnabled(options: readonly SelectListOption[]): number {
  return options.findIndex((option) => !option.disabled);
}

/**
 * A single-choice listbox with its keyboard model (`selectListKeyboard.ts`) (spec 1 §4): ArrowUp/ArrowDown with
 * wrap-around, Home, End, Enter or Space to choose, and type-ahead whose buffer clears after
 * 1000 ms. Focus stays on the list; `aria-activedescendant` tells screen readers which option is
 * highlighted, so they read it as it moves. Give it a name with `aria-label` or `aria-labelledby`.
 *
 * Data attributes: on each option `data-active` (highlighted), `aria-selected`, `aria-disabled`.
 *
 * @example
 * <SelectList aria-label="Sort by" size="short" options={sortings} value={sorting}
 *   onValueChange={setSorting} onChoose={() => setOpen(false)} />
 */
export const SelectList = forwardRef<HTMLDivElement, SelectListProps>(function SelectList(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    onChoose,
    size = 'regular',
    locale,
    className,
    onKeyDown,
    onFocus,
    ...props
  },
  ref,
) {
  const [selected, setSelected] = useControllableState<string | undefined>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (next) => {
      if (next !== undefined) onValueChange?.(next);
    },
    caller: 'SelectList',
  });
  const selectedIndex = options.findIndex((option) => option.value === selected);
  const [keys, setKeys] = useState<SelectListState>(() => initialSelectListState(selectedIndex));
  const baseId = useId();
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const optionRefs = useRef<Array<HTMLDivElement | null>>([]);
  const active = keys.activeIndex >= 0 && keys.activeIndex < options.length ? keys.activeIndex : -1;

  useEffect(() => {
    if (active >= 0) optionRefs.current[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setKeys((current) => ({ ...current, activeIndex: index, buffer: '' }));
    setSelected(option.value);
    onChoose?.(option.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    // The model never reads a clock: the event's own time drives the 1000 ms type-ahead reset.
    const result = selectListKeyDown(keys, { key: event.key, now: event.timeStamp }, options, locale);
    if (!result.handled) return;
    event.preventDefault();
    setKeys(result.state);
    if (result.chosen !== undefined) choose(result.chosen);
  };

  return (
    <div
      ref={ref}
      role="listbox"
      tabIndex={0}
      aria-activedescendant={active >= 0 ? optionId(active) : undefined}
      {...props}
      className={[styles.list({ size }), className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        onFocus?.(event);
        // Arriving on the list highlights the chosen option, else the first one (WAI-ARIA listbox).
        if (event.target === event.currentTarget && active < 0) {
          setKeys((current) => ({
            ...current,
            activeIndex: selectedIndex >= 0 ? selectedIndex : firstEnabled(options),
          }));
        }
      }}
    >
      {options.map((option, index) => (
        // Options are reached through the list's aria-activedescendant, never focused themselves.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard for every option.
        // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant.
        <div
          key={option.value}
          ref={(element) => {
            optionRefs.current[index] = element;
          }}
          id={optionId(index)}
          role="option"
          aria-selected={index === selectedIndex}
          aria-disabled={option.disabled || undefined}
          data-active={index === active ? '' : undefined}
          className={styles.option}
          onClick={() => choose(index)}
          onPointerMove={() => {
            if (!option.disabled && index !== active)
              setKeys((current) => ({ ...current, activeIndex: index }));
          }}
        >
          {option.icon ? (
            <span aria-hidden className={styles.optionIcon}>
              {option.icon}
            </span>
          ) : null}
          <span className={styles.optionLabel}>{option.label}</span>
          <span aria-hidden className={styles.tick}>
            <CheckIcon size={18} />
          </span>
        </div>
      ))}
    </div>
  );
});
