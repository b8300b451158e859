import { describe, expect, it } from 'vitest';
import { reservation } from '../testing/fixtures.test-utils';
import type { BasketItem } from './basket';
import { HOLD_EXPIRY_TOLERANCE_MS, holdExpiryDiff, holdsRanOut } from './hold-expiry';

const NOW = Date.parse('2026-05-10T10:00:00Z');
const item = (id: string, expiresAt: number, expires_in = 600): BasketItem => ({
  ...reservation({ reservation_id: id, expires_in }),
  expiresAt,
});
const ids = (items: readonly BasketItem[]) => items.map((entry) => entry.reservation_id);

describe('holdExpiryDiff: the hold expired, or the item was removed (spec 2 §2)', () => {
  const ended = item('ended', NOW - 1);
  const closeToEnd = item('close', NOW + HOLD_EXPIRY_TOLERANCE_MS);
  const running = item('running', NOW + 60_000);
  const stays = item('stays', NOW + 60_000);

  it('calls expired what left once its hold had ended (within the tolerance), removed the rest', () => {
    const diff = holdExpiryDiff([ended, closeToEnd, running, stays], [stays], { now: NOW });
    expect(ids(diff.expired)).toEqual(['ended', 'close']);
    // Still running when it left: removed in the navbar's basket or another tab, never "expired".
    expect(ids(diff.removed)).toEqual(['running']);
  });

  it('never calls expired what the visitor is removing here, nor a hold that was not running', () => {
    const untimed = item('untimed', NOW - 1, 0);
    const diff = holdExpiryDiff([ended, untimed], [], { now: NOW, removing: new Set(['ended']) });
    expect(diff.expired).toEqual([]);
    expect(ids(diff.removed)).toEqual(['ended', 'untimed']);
  });

  it('calls released what the server said had ended while its hold still ran, expired once it had run out', () => {
    const diff = holdExpiryDiff([running, ended, closeToEnd], [], {
      now: NOW,
      ended: new Set(['running', 'ended', 'close']),
    });
    // The server ended it with time left on it (removed in another tab, its session gone, a payment
    // cancelled): it was released, not expired, and the visitor is told so.
    expect(ids(diff.released)).toEqual(['running']);
    expect(ids(diff.expired)).toEqual(['ended', 'close']);
    expect(diff.removed).toEqual([]);
  });

  it('never calls released what the visitor is removing here', () => {
    const diff = holdExpiryDiff([running], [], {
      now: NOW,
      removing: new Set(['running']),
      ended: new Set(['running']),
    });
    expect(diff).toEqual({ expired: [], released: [], removed: [running] });
  });

  it('finds nothing when nothing left', () => {
    expect(holdExpiryDiff([running], [running], { now: NOW })).toEqual({
      expired: [],
      released: [],
      removed: [],
    });
  });
});

describe('holdsRanOut: what a page can say of the tickets when the booking session ended (issue 28 item 7)', () => {
  it.each([
    {
      name: 'every hold had ended (within the tolerance)',
      holds: [NOW - 1, NOW + HOLD_EXPIRY_TOLERANCE_MS],
      out: true,
    },
    { name: 'one hold still runs', holds: [NOW - 1, NOW + 60_000], out: false },
    { name: 'no hold known', holds: [], out: false },
  ])('$name → $out', ({ holds, out }) => {
    const items = holds.map((expiresAt, index) => item(`r${index}`, expiresAt));
    expect(holdsRanOut(items, NOW)).toBe(out);
  });

  it('a hold that was not running is not known to have run out', () => {
    expect(holdsRanOut([item('untimed', NOW - 1, 0)], NOW)).toBe(false);
  });
});
