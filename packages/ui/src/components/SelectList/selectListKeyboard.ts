/** How long typed characters keep building one type-ahead search (spec 1 §9). */
export const TYPEAHEAD_RESET_MS = 1000;

/** One option of the list, as the keyboard model sees it. */
export interface SelectListItem {
  /** The visible text type-ahead matches against. */
  label: string;
  disabled?: boolean | undefined;
}

/** The keyboard state of a select list. */
export interface SelectListState {
  /** The highlighted option, or -1 when none is. */
  activeIndex: number;
  /** The characters typed so far for type-ahead. */
  buffer: string;
  /** When the last type-ahead character was typed (epoch ms). */
  lastTypedAt: number;
}

/** A key press, with the time it happened (the model never reads a clock). */
export interface SelectListKeyEvent {
  /** `KeyboardEvent.key`. */
  key: string;
  /** When it was pressed, epoch ms. */
  now: number;
}

/** What a key press did. */
export interface SelectListKeyResult {
  state: SelectListState;
  /** The option chosen by Enter or Space. */
  chosen?: number;
  /** True when the key belonged to the list: the view should call `preventDefault()`. */
  handled: boolean;
}

/** A list with nothing highlighted, or with `activeIndex` highlighted (the chosen value). */
export function initialSelectListState(activeIndex = -1): SelectListState {
  return { activeIndex, buffer: '', lastTypedAt: Number.NEGATIVE_INFINITY };
}

function step(items: readonly SelectListItem[], from: number, direction: 1 | -1): number {
  const count = items.length;
  for (let moved = 1; moved <= count; moved += 1) {
    const index = (((from + direction * moved) % count) + count) % count;
    if (!items[index]?.disabled) return index;
  }
  return from;
}

function edge(items: readonly SelectListItem[], direction: 1 | -1): number {
  return step(items, direction === 1 ? -1 : items.length, direction);
}

/** True when a type-ahead search is running: a character was typed less than 1000 ms ago. */
export function isTypeaheadActive(state: SelectListState, now: number): boolean {
  return state.buffer !== '' && now - state.lastTypedAt < TYPEAHEAD_RESET_MS;
}

function typeahead(
  state: SelectListState,
  items: readonly SelectListItem[],
  character: string,
  now: number,
  locale: string | undefined,
): SelectListState {
  const buffer = (isTypeaheadActive(state, now) ? state.buffer : '') + character;
  const normalise = (text: string) => text.toLocaleLowerCase(locale);
  const query = normalise(buffer);
  // Typing one letter repeatedly cycles through the options starting with it (WAI-ARIA listbox).
  const repeated = query.length > 1 && [...query].every((letter) => letter === query[0]);
  const search = repeated ? query[0] : query;
  const start = repeated || query.length === 1 ? state.activeIndex + 1 : Math.max(state.activeIndex, 0);
  const count = items.length;
  for (let offset = 0; offset < count; offset += 1) {
    const index = (start + offset) % count;
    const item = items[index];
    if (item && !item.disabled && normalise(item.label.trim()).startsWith(search as string)) {
      return { activeIndex: index, buffer, lastTypedAt: now };
    }
  }
  return { ...state, buffer, lastTypedAt: now };
}

/**
 * The select list keyboard model (spec 1 §4): ArrowDown/ArrowUp move with wrap-around, Home and
 * End jump to the first and last option, Enter or Space choose the highlighted option, and
 * printable characters search by label (type-ahead) with a buffer cleared after 1000 ms without
 * typing. Disabled options are skipped. While a type-ahead search is running, Space is part of the
 * search ("New York") rather than a choice.
 */
export function selectListKeyDown(
  state: SelectListState,
  event: SelectListKeyEvent,
  items: readonly SelectListItem[],
  locale?: string,
): SelectListKeyResult {
  if (items.length === 0) return { state, handled: false };
  const move = (activeIndex: number): SelectListKeyResult => ({
    state: { ...state, activeIndex, buffer: '' },
    handled: true,
  });
  switch (event.key) {
    case 'ArrowDown':
      return move(state.activeIndex < 0 ? edge(items, 1) : step(items, state.activeIndex, 1));
    case 'ArrowUp':
      return move(state.activeIndex < 0 ? edge(items, -1) : step(items, state.activeIndex, -1));
    case 'Home':
      return move(edge(items, 1));
    case 'End':
      return move(edge(items, -1));
    case 'Enter':
      return choose(state, items);
    case ' ':
      if (isTypeaheadActive(state, event.now)) {
        return { state: typeahead(state, items, ' ', event.now, locale), handled: true };
      }
      return choose(state, items);
    default:
      if ([...event.key].length === 1) {
        return { state: typeahead(state, items, event.key, event.now, locale), handled: true };
      }
      return { state, handled: false };
  }
}

function choose(state: SelectListState, items: readonly SelectListItem[]): SelectListKeyResult {
  const item = items[state.activeIndex];
  const cleared = { ...state, buffer: '' };
  if (!item || item.disabled) return { state: cleared, handled: true };
  return { state: cleared, chosen: state.activeIndex, handled: true };
}
