import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { atom, createStore, StoreProvider, useAtom, useAtomValue } from './store';

describe('createStore', () => {
  it('keeps each store’s values apart: two widgets never share one', () => {
    const open = atom(false);
    const first = createStore();
    const second = createStore();
    first.set(open, true);
    expect(first.get(open)).toBe(true);
    expect(second.get(open)).toBe(false);
  });

  it('sets a value, or one made from the current value', () => {
    const count = atom(1);
    const store = createStore();
    store.set(count, (previous) => previous + 1);
    store.set(count, (previous) => previous * 10);
    expect(store.get(count)).toBe(20);
    store.set(count, 3);
    expect(store.get(count)).toBe(3);
  });

  it('tells subscribers of a change, not of setting the same value', () => {
    const name = atom('a');
    const store = createStore();
    const listener = vi.fn();
    const unsubscribe = store.sub(name, listener);
    store.set(name, 'a');
    expect(listener).not.toHaveBeenCalled();
    store.set(name, 'b');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(name, 'c');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('computes a derived value once per store, and again (telling its subscribers) when what it read changes', () => {
    const clock = atom({ now: 1 });
    const make = vi.fn((now: number) => ({ now }));
    const controller = atom((get) => make(get(clock).now));
    const store = createStore();
    const first = store.get(controller);
    expect(store.get(controller)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(createStore().get(controller)).not.toBe(first);

    const listener = vi.fn();
    store.sub(controller, listener);
    store.set(clock, { now: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(controller)).toEqual({ now: 2 });
    expect(make).toHaveBeenCalledTimes(3);
  });
});

const countAtom = atom(0);
const doubledAtom = atom((get) => get(countAtom) * 2);

function Counter() {
  const [count, setCount] = useAtom(countAtom);
  const doubled = useAtomValue(doubledAtom);
  return (
    <button type="button" onClick={() => setCount((previous) => previous + 1)}>
      {count} → {doubled}
    </button>
  );
}

describe('the hooks', () => {
  it('render the provider’s store, and re-render when it changes from outside React', () => {
    const store = createStore();
    render(
      <StoreProvider store={store}>
        <Counter />
      </StoreProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('0 → 0');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('1 → 2');
    act(() => store.set(countAtom, 5));
    expect(screen.getByRole('button')).toHaveTextContent('5 → 10');
  });
});
