// @ts-check
/**
 * The focus ring of the focused `element` as the browser computes it (issue 21, WCAG 2.4.13), or
 * `null` when none is drawn: on the element, its `::after`/`::before` (a card's whole-card target),
 * the option it points at (`aria-activedescendant`), or a wrapper up to three levels above it that
 * draws the ring of the control inside (`:focus-within`). An outline, or a spread-only box-shadow.
 *
 * `contrast` is the WCAG ratio of the ring against what it is drawn on: the backgrounds behind the
 * element (a ring drawn inside it) or behind its parent (a ring drawn outside), down to a white canvas.
 *
 * One function with no outside references, so Playwright can run it in the page
 * (`locator.evaluate(focusRingOf)`) and the stories call it directly.
 *
 * @param {Element} element
 * @returns {{ on: string, width: number, color: string, contrast: number } | null}
 */
export function focusRingOf(element) {
  /** @typedef {[number, number, number, number]} Rgba */
  /** @param {string} value @returns {Rgba} */
  const parse = (value) => {
    const channels = value.match(/[\d.]+/g)?.map(Number) ?? [];
    if (!value.startsWith('rgb') || channels.length < 3) throw new Error(`Not an rgb() colour: ${value}`);
    const [r = 0, g = 0, b = 0, a = 1] = channels;
    return [r, g, b, a];
  };
  /** `top` painted over the opaque `bottom`. @param {Rgba} top @param {Rgba} bottom @returns {Rgba} */
  const over = ([r, g, b, a], [br, bg, bb]) => [
    r * a + br * (1 - a),
    g * a + bg * (1 - a),
    b * a + bb * (1 - a),
    1,
  ];
  /** @param {Element | null} from @returns {Rgba} */
  const backdrop = (from) => {
    /** @type {Rgba[]} */
    const layers = [];
    for (let node = from; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3] === 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), /** @type {Rgba} */ ([255, 255, 255, 1]));
  };
  /** @param {Rgba} colour */
  const luminance = ([r, g, b]) => {
    const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  /** @param {Rgba} one @param {Rgba} other */
  const contrast = (one, other) => {
    const [light = 0, dark = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  };
  /** @param {Element} node @param {string | null} pseudo */
  const drawnBy = (node, pseudo) => {
    const style = getComputedStyle(node, pseudo);
    /** @type {Array<{ width: number, color: string, inside: boolean }>} */
    const candidates = [];
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
      candidates.push({
        width: Number.parseFloat(style.outlineWidth),
        color: style.outlineColor,
        inside: Number.parseFloat(style.outlineOffset) < 0,
      });
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = shadow.match(/rgba?\([^)]*\)/)?.[0];
      const lengths =
        shadow
          .replace(/rgba?\([^)]*\)/, '')
          .match(/-?[\d.]+px/g)
          ?.map(Number.parseFloat) ?? [];
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (color && x === 0 && y === 0 && blur === 0 && spread > 0)
        candidates.push({ width: spread, color, inside: shadow.includes('inset') });
    }
    const widest = candidates.sort((a, b) => b.width - a.width)[0];
    if (!widest) return null;
    const behind = widest.inside ? backdrop(node) : backdrop(node.parentElement);
    const ring = over(parse(widest.color), behind);
    const on = `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}>${pseudo ?? ''}`;
    return { on, width: widest.width, color: widest.color, contrast: contrast(ring, behind) };
  };
  const pointed = element.getAttribute('aria-activedescendant');
  const root = /** @type {Document | ShadowRoot} */ (element.getRootNode());
  /** @type {Element | null} */
  let node = (pointed && root.getElementById?.(pointed)) || element;
  for (let level = 0; node && level < 4; level++, node = node.parentElement) {
    for (const pseudo of [null, '::after', '::before']) {
      const ring = drawnBy(node, pseudo);
      if (ring) return ring;
    }
  }
  return null;
}
