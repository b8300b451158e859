// The style sheets the Coras elements adopt into their shadow roots. A module of its own, which
// imports nothing: the self-registering bundle's style modules call it as they load (see
// vite.bundle.config.ts), before any other module of theirs has run.

/** The sheets set by {@link setElementStyles}, adopted first. */
let given: CSSStyleSheet[] = [];

/** The sheets added by {@link addElementStyles}, by their place in the cascade. */
const ranked = new Map<number, CSSStyleSheet>();

/** What every element adopts: the given sheets, then the added ones in cascade order. */
let sheets: CSSStyleSheet[] = [];

/** The shadow roots of the elements on the page: a sheet that arrives later is adopted by each. */
const roots = new Set<ShadowRoot>();

function adoptEverywhere(): void {
  const added = [...ranked].sort(([a], [b]) => a - b).map(([, sheet]) => sheet);
  sheets = [...given, ...added];
  for (const root of roots) root.adoptedStyleSheets = sheets;
}

/** Sets the style sheets the elements adopt. A CSS string becomes one constructable sheet. */
export function setElementStyles(styles: string | CSSStyleSheet[]): void {
  if (typeof styles === 'string') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    given = [sheet];
  } else given = styles;
  adoptEverywhere();
}

/**
 * Adds style sheets to those the elements adopt, each at its place in the cascade (its rank), in
 * the shadow roots already on the page too; a rank added before is not added again. The
 * self-registering bundle's build calls it from each style module with its CSS
 * (vite.bundle.config.ts): a lazy chunk brings the rules of what it renders, adopted as it loads,
 * before its components can render.
 * @public
 */
export function addElementStyles(texts: ReadonlyArray<readonly [rank: number, css: string]>): void {
  const fresh = texts.filter(([rank, css]) => css !== '' && !ranked.has(rank));
  if (fresh.length === 0) return;
  for (const [rank, css] of fresh) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    ranked.set(rank, sheet);
  }
  adoptEverywhere();
}

/** A shadow root adopts the sheets, and those that arrive later, until {@link releaseShadowRoot}. */
export function adoptStyleSheets(root: ShadowRoot): void {
  roots.add(root);
  root.adoptedStyleSheets = sheets;
}

/** The shadow root of an element removed from the page no longer follows the sheets. */
export function releaseShadowRoot(root: ShadowRoot): void {
  roots.delete(root);
}
