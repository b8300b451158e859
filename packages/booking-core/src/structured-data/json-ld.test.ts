import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_RUNS } from '../testing/helpers.test-utils';
import { itemListJsonLd, jsonLdText } from './json-ld';

const url = 'https://shop.example/en-GB/EUR/att-1';

describe('itemListJsonLd', () => {
  it('lists the cards in their order, counting from 1', () => {
    expect(
      itemListJsonLd([
        { name: 'Guinness Storehouse', url: 'https://shop.example/a' },
        { name: 'Book of Kells', url: 'https://shop.example/b' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Guinness Storehouse', url: 'https://shop.example/a' },
        { '@type': 'ListItem', position: 2, name: 'Book of Kells', url: 'https://shop.example/b' },
      ],
    });
  });

  it("names each address once, at the place it first shows: a landing's sections share attractions", () => {
    const list = itemListJsonLd([
      { name: 'Guinness Storehouse', url: 'https://shop.example/a' },
      { name: 'Book of Kells', url: 'https://shop.example/b' },
      { name: 'Guinness Storehouse', url: 'https://shop.example/a' },
      { name: 'Cliffs of Moher', url: 'https://shop.example/c' },
      { name: 'Book of Kells', url: 'https://shop.example/b' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Guinness Storehouse', url: 'https://shop.example/a' },
      { '@type': 'ListItem', position: 2, name: 'Book of Kells', url: 'https://shop.example/b' },
      { '@type': 'ListItem', position: 3, name: 'Cliffs of Moher', url: 'https://shop.example/c' },
    ]);
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element or open a comment, whatever an attraction is called', () => {
    const name = '</script><script>window.__pwned=1</script><!-- "quoted" & \'single\'';
    const text = jsonLdText(itemListJsonLd([{ name, url }]));
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text).itemListElement[0].name).toBe(name);
  });

  it('parses back to the same data for any text (fast-check)', () => {
    // Any text, and text made of the characters that matter here (those a script element or JSON
    // treats specially, lone surrogates): fast-check's 'binary' unit takes seconds to generate 300.
    const risky = fc.constantFrom(
      '<',
      '>',
      '&',
      '\u2028',
      '\u2029',
      '"',
      '\\',
      '/',
      '\ud800',
      '\udfff',
      'a',
      '😀',
    );
    const names = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: risky }));
    fc.assert(
      fc.property(names, (name) => {
        const text = jsonLdText(itemListJsonLd([{ name, url }]));
        return !/[<>&\u2028\u2029]/.test(text) && JSON.parse(text).itemListElement[0].name === name;
      }),
      PROPERTY_RUNS,
    );
  });
});
