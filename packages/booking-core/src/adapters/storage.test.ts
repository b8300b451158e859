import { describe, expect, it } from 'vitest';
import { silentLogger } from './logger';
import { createMemoryStorage } from './storage';

describe('createMemoryStorage', () => {
  it('reads its seed, stores values and answers null for unknown keys', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBeNull();
    storage.setItem('b', '2');
    expect(storage.getItem('b')).toBe('2');
  });

  it('starts empty without a seed', () => {
    expect(createMemoryStorage().getItem('a')).toBeNull();
  });
});

describe('silentLogger', () => {
  it('accepts messages and returns nothing', () => {
    expect(silentLogger.warn('w')).toBeUndefined();
    expect(silentLogger.error('e', { detail: 1 })).toBeUndefined();
  });
});
