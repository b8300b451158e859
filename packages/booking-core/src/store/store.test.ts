import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

type Event = { type: 'add'; by: number } | { type: 'noop' };
const counter = (state: { count: number }, event: Event) =>
  event.type === 'add' ? { count: state.count + event.by } : state;

describe('createStore', () => {
  it('applies events through the transition and notifies subscribers', () => {
    const store = createStore({ count: 0 }, counter);
    const listener = vi.fn();
    store.subscribe(listener);
    store.send({ type: 'add', by: 2 });
    expect(store.getSnapshot()).toEqual({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the snapshot object and notifies nobody when the transition returns the same state', () => {
    const store = createStore({ count: 0 }, counter);
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.send({ type: 'noop' });
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe and calls onTransition with next, previous and event', () => {
    const onTransition = vi.fn();
    const store = createStore({ count: 1 }, counter, onTransition);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.send({ type: 'add', by: 1 });
    expect(listener).not.toHaveBeenCalled();
    expect(onTransition).toHaveBeenCalledWith({ count: 2 }, { count: 1 }, { type: 'add', by: 1 });
  });
});
