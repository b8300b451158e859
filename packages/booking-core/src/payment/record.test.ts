import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../adapters/storage';
import { createPaymentRecordStore, PAYMENT_RECORD_KEY } from './record';

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('the payment record store', () => {
  it('reads what it wrote, updates and clears it', () => {
    const storage = createMemoryStorage();
    const records = createPaymentRecordStore(storage, logger());
    expect(records.update({ cardSent: true })).toBeUndefined();
    records.write({ version: 1, sessionId: 's', reservationIds: ['r1'] });
    expect(records.update({ cardSent: true })).toEqual({
      version: 1,
      sessionId: 's',
      reservationIds: ['r1'],
      cardSent: true,
    });
    records.clear();
    expect(records.read()).toBeUndefined();
  });

  it('reads a corrupt entry as none and logs it; storage failures never throw', () => {
    const log = logger();
    const records = createPaymentRecordStore(createMemoryStorage({ [PAYMENT_RECORD_KEY]: '{not json' }), log);
    expect(records.read()).toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
    const broken = createPaymentRecordStore(
      {
        getItem: () => JSON.stringify({ version: 2 }),
        setItem: () => {
          throw new Error('quota');
        },
        removeItem: () => {
          throw new Error('denied');
        },
      },
      log,
    );
    expect(broken.read()).toBeUndefined();
    expect(() => broken.write({ version: 1, sessionId: undefined, reservationIds: [] })).not.toThrow();
    expect(() => broken.clear()).not.toThrow();
    expect(log.error).toHaveBeenCalledWith(
      'Checkout: the payment record could not be stored',
      expect.any(Error),
    );
  });
});
