import { describe, expect, it, vi } from 'vitest';
import { rewardPoints } from './points';

describe('rewardPoints', () => {
  it('passes the price in major units to the configured function and formats the result en-GB', () => {
    const calculate = vi.fn((major: number) => major * 100);
    const points = rewardPoints(1234567, 'EUR', {
      calculate,
      unit: 'Avios',
      logoUrl: 'https://x/logo.svg',
      iconUrl: 'https://x/icon.svg',
    });
    expect(calculate).toHaveBeenCalledWith(12345.67);
    expect(points).toEqual({
      value: 1234567,
      formatted: '1,234,567',
      unit: 'Avios',
      logoUrl: 'https://x/logo.svg',
      iconUrl: 'https://x/icon.svg',
    });
  });

  it('is en-GB whatever the visitor locale: decimals with a point, thousands with a comma', () => {
    expect(rewardPoints(123456, 'GBP', { calculate: (major) => major })?.formatted).toBe('1,234.56');
  });

  it('shows nothing without a function, without a price, or when the function fails', () => {
    expect(rewardPoints(100, 'GBP', {})).toBeUndefined();
    expect(rewardPoints(undefined, 'GBP', { calculate: (major) => major })).toBeUndefined();
    expect(rewardPoints(100, 'GBP', { calculate: () => Number.NaN })).toBeUndefined();
    expect(
      rewardPoints(100, 'GBP', {
        calculate: () => {
          throw new Error('host bug');
        },
      }),
    ).toBeUndefined();
  });

  it('defaults the unit to an empty string', () => {
    expect(rewardPoints(100, 'GBP', { calculate: () => 5 })).toMatchObject({ unit: '', logoUrl: undefined });
  });
});
