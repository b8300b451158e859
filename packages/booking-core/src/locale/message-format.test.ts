import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format';

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('Showing results for {search}', { search: 'Dublin' })).toBe(
      'Showing results for Dublin',
    );
  });

  it('formats numbers in the locale', () => {
    expect(formatMessage('{count} results', { count: 1234 }, 'de-DE')).toBe(
      `${new Intl.NumberFormat('de-DE').format(1234)} results`,
    );
  });

  it.each([
    [0, 'No activities'],
    [1, '1 activity'],
    [7, '7 activities'],
  ])('chooses the plural branch for %i', (count, expected) => {
    expect(
      formatMessage(
        '{count, plural, =0 {No activities} one {# activity} other {# activities}}',
        { count },
        'en-GB',
      ),
    ).toBe(expected);
  });

  it('uses the locale plural rules (Polish few/many)', () => {
    const template = '{count, plural, one {# bilet} few {# bilety} many {# biletów} other {# biletu}}';
    expect(formatMessage(template, { count: 1 }, 'pl-PL')).toBe('1 bilet');
    expect(formatMessage(template, { count: 3 }, 'pl-PL')).toBe('3 bilety');
    expect(formatMessage(template, { count: 5 }, 'pl-PL')).toBe('5 biletów');
  });

  it('keeps a placeholder that has no value, so the gap is visible', () => {
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
  });

  it('interpolates inside a plural branch', () => {
    expect(
      formatMessage('{count, plural, one {# ticket for {name}} other {# tickets for {name}}}', {
        count: 2,
        name: 'Cliffs',
      }),
    ).toBe('2 tickets for Cliffs');
  });

  it('leaves an unbalanced brace as written', () => {
    expect(formatMessage('Odd { text')).toBe('Odd { text');
  });
});
