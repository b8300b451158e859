import { describe, expect, it } from 'vitest';
import { durationParts } from './duration';

describe('durationParts', () => {
  it.each([
    [
      135,
      [
        { unit: 'hours', count: 2 },
        { unit: 'minutes', count: 15 },
      ],
    ],
    [120, [{ unit: 'hours', count: 2 }]],
    [45, [{ unit: 'minutes', count: 45 }]],
    [60.4, [{ unit: 'hours', count: 1 }]],
    [
      90.6,
      [
        { unit: 'hours', count: 1 },
        { unit: 'minutes', count: 31 },
      ],
    ],
    [0.2, [{ unit: 'minutes', count: 0 }]],
  ])('%s minutes → %j', (minutes, parts) => {
    expect(durationParts(minutes)).toEqual(parts);
  });
});
