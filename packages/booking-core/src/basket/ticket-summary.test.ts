import { describe, expect, it } from 'vitest';
import { reservation } from '../testing/fixtures.test-utils';
import { ticketSummary } from './ticket-summary';

const words = {
  line: (count: number, name: string) => `${count} × ${name}`,
  total: (count: number) => `${count} tickets`,
};

const ticket = (id: string, name: string) => ({
  ticket_id: id,
  price_type_id: name.toLowerCase(),
  name,
  full_price: 2500,
});

describe('ticketSummary (the basket and the order summary say the same)', () => {
  it('counts the tickets per price type, in the order they come', () => {
    expect(
      ticketSummary(
        reservation({
          number_of_tickets: 3,
          tickets: [ticket('t-1', 'Child'), ticket('t-2', 'Adult'), ticket('t-3', 'Child')],
        }),
        words,
      ),
    ).toBe('2 × Child, 1 × Adult');
  });

  it('names a single ticket by its type', () => {
    expect(
      ticketSummary(reservation({ number_of_tickets: 1, tickets: [ticket('t-1', 'Adult')] }), words),
    ).toBe('1 × Adult');
  });

  it('falls back to the ticket count when the item lists no tickets', () => {
    expect(ticketSummary(reservation({ number_of_tickets: 3, tickets: [] }), words)).toBe('3 tickets');
  });
});
