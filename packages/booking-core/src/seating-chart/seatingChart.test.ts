import { describe, expect, it } from 'vitest';
import { option } from '../testing/fixtures.test-utils';
import { seatingChartOf, sectionOptionOfSeat } from './seatingChart';

const NOW = Date.parse('2026-11-21T09:00:00Z');
const chart = { workspace_key: 'ws-public', event_key: 'playboy-2026' };

describe('seatingChartOf (spec 2 §1, §3)', () => {
  it.each([
    ['a theatre with a chart event', { attraction_type: 'THEATER', seating_chart: chart }, true],
    ['a tour, even with one', { attraction_type: 'TOUR', seating_chart: chart }, false],
    ['a theatre without one', { attraction_type: 'THEATER' }, false],
    [
      'a blank workspace key',
      { attraction_type: 'THEATER', seating_chart: { ...chart, workspace_key: ' ' } },
      false,
    ],
    ['a blank event key', { attraction_type: 'THEATER', seating_chart: { ...chart, event_key: '' } }, false],
  ] as const)('%s: %s', (_, attraction, shown) => {
    expect(seatingChartOf(attraction, NOW) !== undefined).toBe(shown);
  });

  it('names the workspace and the event, trimmed', () => {
    expect(
      seatingChartOf(
        { attraction_type: 'THEATER', seating_chart: { workspace_key: ' ws ', event_key: ' season-1 ' } },
        NOW,
      ),
    ).toEqual({ workspaceKey: 'ws', event: 'season-1' });
  });

  it.each([
    ['valid for another minute', '2026-11-21T09:01:00Z', true],
    ['expired a second ago', '2026-11-21T08:59:59Z', false],
    ['expiring now', '2026-11-21T09:00:00Z', false],
    ['unreadable', 'soon', false],
  ])('passes a hold token on only while it is valid: %s', (_, expiresAt, passed) => {
    const ref = seatingChartOf(
      {
        attraction_type: 'THEATER',
        seating_chart: { ...chart, hold_token: { hold_token: 'tok-1', expires_at: expiresAt } },
      },
      NOW,
    );
    expect(ref?.holdToken).toEqual(passed ? { token: 'tok-1', expiresAt: Date.parse(expiresAt) } : undefined);
    expect(ref?.event).toBe('playboy-2026');
  });
});

describe('sectionOptionOfSeat', () => {
  const stalls = option({ selection_id: 'stalls', name: 'Stalls' });
  const circle = option({ selection_id: 'circle', name: 'Dress  Circle' });
  const balcony = option({ selection_id: 'balcony', name: 'Balcony', available: false });
  const options = [stalls, circle, balcony];

  it.each([
    ['its section', { section: 'Stalls' }, stalls],
    ['its category when it has no section', { category: 'dress circle' }, circle],
    ['its section before an unknown category', { section: 'Dress Circle', category: 'Premium' }, circle],
    ['a section with no tickets left', { section: 'Balcony' }, undefined],
    ['a section the performance does not sell', { section: 'Box' }, undefined],
    ['no section at all', {}, undefined],
  ])('finds the option of %s', (_, seat, expected) => {
    expect(sectionOptionOfSeat(options, seat)).toBe(expected);
  });
});
