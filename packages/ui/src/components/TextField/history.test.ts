import { describe, expect, it } from 'vitest';
import { createHistory, recordHistory, redoHistory, UNDO_HISTORY_LIMIT, undoHistory } from './history';

describe('undo history (spec 1 §5: 100 states)', () => {
  it('undoes and redoes in order', () => {
    let history = createHistory('');
    for (const value of ['a', 'ab', 'abc']) history = recordHistory(history, value);
    history = undoHistory(history);
    expect(history.present).toBe('ab');
    history = undoHistory(history);
    expect(history.present).toBe('a');
    history = redoHistory(history);
    expect(history.present).toBe('ab');
    history = redoHistory(history);
    expect(history.present).toBe('abc');
    expect(redoHistory(history)).toBe(history);
  });

  it('forgets what was undone once something new is typed', () => {
    let history = recordHistory(recordHistory(createHistory(''), 'a'), 'ab');
    history = recordHistory(undoHistory(history), 'ax');
    expect(history.future).toEqual([]);
    expect(redoHistory(history).present).toBe('ax');
    expect(undoHistory(history).present).toBe('a');
  });

  it('does not record a state equal to the present one', () => {
    const history = recordHistory(createHistory(''), 'a');
    expect(recordHistory(history, 'a')).toBe(history);
  });

  it('holds at most 100 states: the oldest drop out', () => {
    let history = createHistory('0');
    for (let step = 1; step <= 150; step += 1) history = recordHistory(history, String(step));
    expect(history.past.length + 1).toBe(UNDO_HISTORY_LIMIT);
    let undos = 0;
    for (;;) {
      const previous = undoHistory(history);
      if (previous === history) break;
      history = previous;
      undos += 1;
    }
    expect(undos).toBe(99);
    expect(history.present).toBe('51');
  });

  it('does nothing when there is nothing to undo', () => {
    const history = createHistory('x');
    expect(undoHistory(history)).toBe(history);
  });
});
