import { describe, expect, it } from 'vitest';
import {
  initialSelectListState,
  isTypeaheadActive,
  type SelectListItem,
  type SelectListState,
  selectListKeyDown,
  TYPEAHEAD_RESET_MS,
} from './selectListKeyboard';

const items: SelectListItem[] = [
  { label: 'Amsterdam' },
  { label: 'Berlin' },
  { label: 'Bern', disabled: true },
  { label: 'Bordeaux' },
  { label: 'Cork' },
  { label: 'New York' },
  { label: 'Newcastle' },
];

function press(state: SelectListState, keys: string[], start = 0, gap = 100, list = items) {
  let current = state;
  let chosen: number | undefined;
  keys.forEach((key, index) => {
    const result = selectListKeyDown(current, { key, now: start + index * gap }, list);
    current = result.state;
    if (result.chosen !== undefined) chosen = result.chosen;
  });
  return { state: current, chosen };
}

describe('arrows, Home and End', () => {
  it('ArrowDown and ArrowUp move with wrap-around, skipping disabled options', () => {
    let state = initialSelectListState(0);
    state = press(state, ['ArrowUp']).state;
    expect(state.activeIndex).toBe(6);
    state = press(state, ['ArrowDown']).state;
    expect(state.activeIndex).toBe(0);
    state = press(state, ['ArrowDown', 'ArrowDown']).state;
    expect(state.activeIndex).toBe(3);
    state = press(state, ['ArrowUp']).state;
    expect(state.activeIndex).toBe(1);
  });

  it('with nothing highlighted, ArrowDown goes to the first option and ArrowUp to the last', () => {
    expect(press(initialSelectListState(), ['ArrowDown']).state.activeIndex).toBe(0);
    expect(press(initialSelectListState(), ['ArrowUp']).state.activeIndex).toBe(6);
  });

  it('Home and End jump to the first and last enabled option', () => {
    const list = [
      { label: 'x', disabled: true },
      { label: 'a' },
      { label: 'b' },
      { label: 'y', disabled: true },
    ];
    expect(press(initialSelectListState(2), ['Home'], 0, 100, list).state.activeIndex).toBe(1);
    expect(press(initialSelectListState(1), ['End'], 0, 100, list).state.activeIndex).toBe(2);
  });

  it('stays put when every option is disabled', () => {
    const list = [
      { label: 'a', disabled: true },
      { label: 'b', disabled: true },
    ];
    expect(press(initialSelectListState(0), ['ArrowDown'], 0, 100, list).state.activeIndex).toBe(0);
  });

  it('reports the key as handled so the view prevents the default', () => {
    expect(selectListKeyDown(initialSelectListState(0), { key: 'ArrowDown', now: 0 }, items).handled).toBe(
      true,
    );
    expect(selectListKeyDown(initialSelectListState(0), { key: 'Tab', now: 0 }, items).handled).toBe(false);
    expect(selectListKeyDown(initialSelectListState(0), { key: 'Shift', now: 0 }, items).handled).toBe(false);
  });
});

describe('Enter and Space', () => {
  it('choose the highlighted option', () => {
    expect(press(initialSelectListState(4), ['Enter']).chosen).toBe(4);
    expect(press(initialSelectListState(1), [' ']).chosen).toBe(1);
  });

  it('choose nothing when nothing (or a disabled option) is highlighted', () => {
    expect(press(initialSelectListState(), ['Enter']).chosen).toBeUndefined();
    expect(press(initialSelectListState(2), ['Enter']).chosen).toBeUndefined();
    expect(selectListKeyDown(initialSelectListState(), { key: 'Enter', now: 0 }, items).handled).toBe(true);
  });

  it('Space inside a running type-ahead search is part of the search', () => {
    const { state, chosen } = press(initialSelectListState(), ['n', 'e', 'w', ' ', 'y']);
    expect(chosen).toBeUndefined();
    expect(state.buffer).toBe('new y');
    expect(state.activeIndex).toBe(5);
  });
});

describe('type-ahead', () => {
  it('matches the typed prefix, case-insensitively', () => {
    expect(press(initialSelectListState(), ['c']).state.activeIndex).toBe(4);
    expect(press(initialSelectListState(), ['B', 'o']).state.activeIndex).toBe(3);
    expect(press(initialSelectListState(), ['n', 'e', 'w', 'c']).state.activeIndex).toBe(6);
  });

  it('keeps the current option while it still matches a longer prefix', () => {
    expect(press(initialSelectListState(), ['n', 'e']).state.activeIndex).toBe(5);
  });

  it('cycles through options starting with a repeated letter, skipping disabled ones', () => {
    expect(press(initialSelectListState(), ['b']).state.activeIndex).toBe(1);
    expect(press(initialSelectListState(), ['b', 'b']).state.activeIndex).toBe(3);
    expect(press(initialSelectListState(), ['b', 'b', 'b']).state.activeIndex).toBe(1);
  });

  it('clears the buffer after 1000 ms without typing', () => {
    expect(TYPEAHEAD_RESET_MS).toBe(1000);
    const first = press(initialSelectListState(), ['n', 'e'], 0, 100).state;
    expect(isTypeaheadActive(first, 100 + 999)).toBe(true);
    expect(isTypeaheadActive(first, 100 + 1000)).toBe(false);
    // 999 ms later the search goes on: 'new' still; 1000 ms later it restarts with 'c'.
    expect(selectListKeyDown(first, { key: 'w', now: 1099 }, items).state.buffer).toBe('new');
    const restarted = selectListKeyDown(first, { key: 'c', now: 1100 }, items).state;
    expect(restarted.buffer).toBe('c');
    expect(restarted.activeIndex).toBe(4);
  });

  it('keeps the highlight when nothing matches, and moving with arrows clears the buffer', () => {
    const unmatched = press(initialSelectListState(4), ['z']).state;
    expect(unmatched.activeIndex).toBe(4);
    expect(unmatched.buffer).toBe('z');
    expect(press(unmatched, ['ArrowDown']).state.buffer).toBe('');
  });

  it('does nothing on an empty list', () => {
    const state = initialSelectListState();
    expect(selectListKeyDown(state, { key: 'ArrowDown', now: 0 }, [])).toEqual({ state, handled: false });
  });

  it('matches with the locale rules when given one', () => {
    // In Turkish, 'I' lower-cases to dotless 'ı', so 'i' finds İstanbul, not Izmir.
    const cities = [{ label: 'Izmir' }, { label: 'İstanbul' }];
    expect(
      selectListKeyDown(initialSelectListState(), { key: 'i', now: 0 }, cities, 'tr-TR').state.activeIndex,
    ).toBe(1);
    expect(
      selectListKeyDown(initialSelectListState(), { key: 'i', now: 0 }, cities, 'en-GB').state.activeIndex,
    ).toBe(0);
  });
});
