import { describe, expect, it } from 'vitest';
import { isBlank } from './blank';
import { descriptionExcerpt, EXCERPT_MAX_LENGTH, htmlToText, isBlankHtml } from './text';

describe('isBlank (spec 1 §5, spec 2 §2)', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['  \n\t ', true],
    [' x ', false],
  ])('%j → %s', (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });

  it('treats HTML with no text and no media as blank', () => {
    expect(isBlankHtml('<p>&nbsp;</p>\n<br/>')).toBe(true);
    expect(isBlankHtml('   ')).toBe(true);
    expect(isBlankHtml(undefined)).toBe(true);
    expect(isBlankHtml('<p>Meet at the pier</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="map.png"></p>')).toBe(false);
  });
});

describe('htmlToText', () => {
  it('drops tags, decodes common entities and collapses whitespace', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>&quot;Best&quot;&nbsp;in&#39;  town</p>&copy;')).toBe(
      'Fish & chips "Best" in\' town &copy;',
    );
    expect(htmlToText('a&lt;b&gt;c&apos;')).toBe("a<b>c'");
  });
});

describe('descriptionExcerpt (spec 2 §5)', () => {
  it('keeps a short text whole', () => {
    expect(descriptionExcerpt('<p>A walk. With views!</p>')).toBe('A walk. With views!');
    expect(descriptionExcerpt(undefined)).toBe('');
  });

  it('caps at 3 sentences with an ellipsis', () => {
    expect(descriptionExcerpt('One. Two! Three? Four. Five.')).toBe('One. Two! Three…');
  });

  it('caps at 100 characters including the ellipsis, on a word boundary', () => {
    const long =
      'The ferry leaves from the old harbour and crosses to the island where the lighthouse keepers lived for centuries';
    const excerpt = descriptionExcerpt(long);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(long[excerpt.length - 1]).toBe(' ');
  });

  it('cuts inside a word when there is no space in the second half', () => {
    const word = 'x'.repeat(150);
    expect(descriptionExcerpt(word)).toBe(`${'x'.repeat(99)}…`);
  });

  it('takes custom limits', () => {
    expect(descriptionExcerpt('One. Two. Three.', 1)).toBe('One…');
    expect(descriptionExcerpt('Hello world again', 3, 12)).toBe('Hello world…');
  });
});
