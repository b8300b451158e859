import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's sheets: each test starts from a fresh copy of it.
let sheets: typeof import('./sheets');

beforeEach(async () => {
  vi.resetModules();
  sheets = await import('./sheets');
});

const shadowRoot = () => document.createElement('div').attachShadow({ mode: 'open' });
const rulesOf = (root: ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' '));

describe("the elements' style sheets", () => {
  it('adopts a sheet that arrives after the element is on the page, as a lazy chunk brings its rules', () => {
    const root = shadowRoot();
    sheets.addElementStyles([[0, '.first { color: red; }']]);
    sheets.adoptStyleSheets(root);
    sheets.addElementStyles([[1, '.later { color: blue; }']]);
    expect(rulesOf(root)).toEqual([expect.stringContaining('.first'), expect.stringContaining('.later')]);
  });

  it('keeps the cascade order of the ranks, whatever order the sheets arrive in', () => {
    const root = shadowRoot();
    sheets.adoptStyleSheets(root);
    sheets.addElementStyles([[5, '.component { color: red; }']]);
    sheets.addElementStyles([
      [0, '.reset { color: black; }'],
      [7, '.feature { color: blue; }'],
    ]);
    expect(rulesOf(root)).toEqual([
      expect.stringContaining('.reset'),
      expect.stringContaining('.component'),
      expect.stringContaining('.feature'),
    ]);
  });

  it('adds a rank once, however many style modules bring it', () => {
    const root = shadowRoot();
    sheets.adoptStyleSheets(root);
    sheets.addElementStyles([[0, '.shared { color: red; }']]);
    sheets.addElementStyles([
      [0, '.shared { color: red; }'],
      [1, '.own { color: blue; }'],
    ]);
    expect(root.adoptedStyleSheets).toHaveLength(2);
  });

  it('puts the sheets a host gives before the added ones', () => {
    const root = shadowRoot();
    sheets.adoptStyleSheets(root);
    sheets.addElementStyles([[0, '.added { color: red; }']]);
    sheets.setElementStyles('.given { color: blue; }');
    expect(rulesOf(root)).toEqual([expect.stringContaining('.given'), expect.stringContaining('.added')]);
  });

  it('stops following the sheets for a released shadow root', () => {
    const root = shadowRoot();
    sheets.adoptStyleSheets(root);
    sheets.releaseShadowRoot(root);
    sheets.addElementStyles([[0, '.later { color: red; }']]);
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });
});
