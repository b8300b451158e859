/**
 * Test support: makes happy-dom faithful enough for DOMPurify, so the component tests run the real
 * sanitiser instead of the widget's text-only fallback. Import it before anything that creates a
 * DOMPurify instance (DOMPurify captures these DOM functions when it is created).
 *
 * happy-dom 21 differs from browsers in two ways DOMPurify depends on:
 * - `nodeName` is a getter of each subclass (Element, Text…), while `Node.prototype`'s returns '';
 *   DOMPurify reads `Node.prototype`'s getter (to resist DOM clobbering), so every element looks
 *   unnamed and is dropped with its content kept.
 * - its NodeIterator is a TreeWalker without the DOM's "pre-removing steps": once DOMPurify removes
 *   the node it stands on, the walk ends and the rest of the document is never sanitised.
 */
const PATCHED = Symbol.for('coras.test.happyDomPurify');

export function patchHappyDomForDomPurify(win: Window & typeof globalThis = window): void {
  const marked = win as unknown as Record<symbol, boolean>;
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;

  const nodeProto = win.Node.prototype;
  const base = Object.getOwnPropertyDescriptor(nodeProto, 'nodeName');
  Object.defineProperty(nodeProto, 'nodeName', {
    configurable: true,
    get(this: Node) {
      // The most derived getter, as a browser's single Node.prototype getter would answer.
      let proto: object | null = Object.getPrototypeOf(this);
      while (proto && proto !== nodeProto) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this);
        proto = Object.getPrototypeOf(proto);
      }
      return base?.get?.call(this);
    },
  });

  // Replace the method where the document finds it (a subclass of Document may define its own).
  let owner: object | null = win.document;
  while (owner && !Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
  Object.defineProperty(owner ?? win.Document.prototype, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value: (root: Node, whatToShow = 0xffffffff): NodeIterator => liveNodeIterator(root, whatToShow),
  });
}

/**
 * A forward NodeIterator that survives the removal of its current node: it remembers where the
 * node stood (parent and previous sibling) and resumes from there — what the DOM's pre-removing
 * steps achieve for DOMPurify's one pattern (remove the current node, its kept content inserted in
 * its place).
 */
function liveNodeIterator(root: Node, whatToShow: number): NodeIterator {
  let started = false;
  let current: Node | null = null;
  let place: { parent: Node | null; previous: Node | null } = { parent: null, previous: null };
  const shown = (node: Node) => ((whatToShow >>> (node.nodeType - 1)) & 1) === 1;
  const inRoot = (node: Node) => node === root || root.contains(node);
  /** The next node in document order within root; `skip` leaves the node's own subtree out. */
  const following = (node: Node, skip: boolean): Node | null => {
    if (!skip && node.firstChild) return node.firstChild;
    let walk: Node | null = node;
    while (walk && walk !== root) {
      if (walk.nextSibling) return walk.nextSibling;
      walk = walk.parentNode;
    }
    return null;
  };
  const resume = (): Node | null => {
    const { parent, previous } = place;
    if (!parent || !inRoot(parent)) return null;
    if (previous && previous.parentNode === parent) return following(previous, true);
    return parent.firstChild ?? following(parent, true);
  };
  return {
    root,
    whatToShow,
    filter: null,
    referenceNode: root,
    pointerBeforeReferenceNode: true,
    detach() {},
    previousNode: () => null,
    nextNode() {
      let candidate: Node | null;
      if (!started) {
        started = true;
        candidate = root;
      } else if (current && inRoot(current)) {
        candidate = following(current, false);
      } else {
        candidate = resume();
      }
      while (candidate && !shown(candidate)) candidate = following(candidate, false);
      current = candidate;
      if (current) place = { parent: current.parentNode, previous: current.previousSibling };
      return current;
    },
  } as NodeIterator;
}
