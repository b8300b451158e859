import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_RUNS } from '../testing/helpers.test-utils';
import {
  buildCategoryTree,
  type CategoryNode,
  categoryCheckState,
  parseCategories,
  selectedCategorySlugs,
  toggleCategory,
} from './category-tree';
import { normaliseCategorySlugs } from './slugs';

const tree = buildCategoryTree([
  {
    label: 'Music',
    value: 'music',
    options: [
      { label: 'Rock', value: 'rock' },
      { label: 'Jazz', value: ' jazz ' },
      { label: 'Empty', value: '  ' },
    ],
  },
  {
    label: 'Sport',
    value: 'sport',
    options: [
      { label: 'Rugby', value: 'rugby' },
      { label: 'Golf', value: 'golf' },
    ],
  },
  { label: 'Activity', value: 'activity' },
  { label: 'Nameless', value: '' },
]);

describe('buildCategoryTree', () => {
  it('trims slugs and drops empty ones (spec 1 §5)', () => {
    expect(tree.map((node) => node.slug)).toEqual(['music', 'sport', 'activity']);
    expect(tree[0]?.children.map((node) => node.slug)).toEqual(['rock', 'jazz']);
  });

  it('reads API categories too', () => {
    expect(
      buildCategoryTree([
        { slug: 'theatre', name: 'Theatre', subcategories: [{ slug: 'opera', name: 'Opera' }] },
      ]),
    ).toEqual([
      { slug: 'theatre', label: 'Theatre', children: [{ slug: 'opera', label: 'Opera', children: [] }] },
    ]);
    expect(buildCategoryTree(undefined)).toEqual([]);
  });

  it('normalises slug lists', () => {
    expect(normaliseCategorySlugs(' music, ,theatre ,')).toEqual(['music', 'theatre']);
    expect(normaliseCategorySlugs([' a ', ''])).toEqual(['a']);
    expect(normaliseCategorySlugs(undefined)).toEqual([]);
  });
});

describe('tri-state selection (spec 1 §4)', () => {
  it('ticking a parent selects all its subcategories; unticking clears them', () => {
    const ticked = toggleCategory(tree, new Set(), 'music');
    expect([...ticked].sort()).toEqual(['jazz', 'music', 'rock']);
    expect(toggleCategory(tree, ticked, 'music').size).toBe(0);
  });

  it('ticking every child ticks the parent; unticking any child unticks it', () => {
    let selection = toggleCategory(tree, new Set(), 'rock');
    expect(selection.has('music')).toBe(false);
    selection = toggleCategory(tree, selection, 'jazz');
    expect(selection.has('music')).toBe(true);
    selection = toggleCategory(tree, selection, 'rock');
    expect([...selection]).toEqual(['jazz']);
  });

  it('shows main, indeterminate and regular', () => {
    const none = new Set<string>();
    const some = toggleCategory(tree, none, 'rock');
    const all = toggleCategory(tree, some, 'jazz');
    expect(categoryCheckState(tree, none, 'music')).toEqual({ checked: false, variant: 'regular' });
    expect(categoryCheckState(tree, some, 'music')).toEqual({ checked: false, variant: 'indeterminate' });
    expect(categoryCheckState(tree, all, 'music')).toEqual({ checked: true, variant: 'main' });
    expect(categoryCheckState(tree, some, 'rock')).toEqual({ checked: true, variant: 'regular' });
    expect(categoryCheckState(tree, some, 'activity')).toEqual({ checked: false, variant: 'regular' });
    expect(categoryCheckState(tree, new Set(['mystery']), 'mystery')).toEqual({
      checked: true,
      variant: 'regular',
    });
  });

  it('toggles unknown slugs on their own', () => {
    const selection = toggleCategory(tree, new Set(), 'comedy');
    expect([...selection]).toEqual(['comedy']);
    expect(toggleCategory(tree, selection, 'comedy').size).toBe(0);
  });
});

describe('emitted list', () => {
  it('is sorted, and a fully selected parent replaces its children', () => {
    let selection = toggleCategory(tree, new Set(), 'music');
    selection = toggleCategory(tree, selection, 'golf');
    selection = toggleCategory(tree, selection, 'activity');
    expect(selectedCategorySlugs(tree, selection)).toEqual(['activity', 'golf', 'music']);
  });

  it('keeps slugs the tree does not know (a shared link before the filters loaded)', () => {
    expect(selectedCategorySlugs(tree, new Set(['zeta', 'rock']))).toEqual(['rock', 'zeta']);
  });

  it('parses back into a consistent selection', () => {
    expect([...parseCategories(tree, 'music, golf,,')].sort()).toEqual(['golf', 'jazz', 'music', 'rock']);
    expect([...parseCategories(tree, ['rugby', 'golf'])].sort()).toEqual(['golf', 'rugby', 'sport']);
    expect([...parseCategories(tree, 'rock,music')].sort()).toEqual(['jazz', 'music', 'rock']);
    expect(parseCategories(tree, null).size).toBe(0);
  });
});

// ---------- property-based: any sequence of toggles keeps the invariants ----------

const slugArbitrary = fc.stringMatching(/^[a-z]{1,6}$/);

const treeArbitrary: fc.Arbitrary<CategoryNode[]> = fc
  .uniqueArray(slugArbitrary, { minLength: 1, maxLength: 14 })
  .chain((slugs) =>
    fc.array(fc.nat({ max: 3 }), { minLength: slugs.length, maxLength: slugs.length }).map((sizes) => {
      // Split the unique slugs into parents, each followed by 0–3 children (two levels, as the API sends).
      const nodes: CategoryNode[] = [];
      let index = 0;
      let size = 0;
      while (index < slugs.length) {
        const parent = slugs[index] as string;
        const count = sizes[size] ?? 0;
        size += 1;
        const children = slugs
          .slice(index + 1, index + 1 + count)
          .map((slug) => ({ slug, label: slug, children: [] }));
        nodes.push({ slug: parent, label: parent, children });
        index += 1 + children.length;
      }
      return nodes;
    }),
  );

function allNodes(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children)]);
}

describe('category tree properties (fast-check)', () => {
  const scenario = treeArbitrary.chain((categories) => {
    const slugs = allNodes(categories).map((node) => node.slug);
    return fc.tuple(fc.constant(categories), fc.array(fc.constantFrom(...slugs), { maxLength: 30 }));
  });

  function applyToggles(categories: CategoryNode[], toggles: string[]) {
    return toggles.reduce<Set<string>>(
      (selection, slug) => toggleCategory(categories, selection, slug),
      new Set(),
    );
  }

  it('a parent with children is selected exactly when all its children are', () => {
    fc.assert(
      fc.property(scenario, ([categories, toggles]) => {
        const selection = applyToggles(categories, toggles);
        for (const node of allNodes(categories)) {
          if (node.children.length === 0) continue;
          expect(selection.has(node.slug)).toBe(node.children.every((child) => selection.has(child.slug)));
          const state = categoryCheckState(categories, selection, node.slug);
          const ticked = node.children.filter((child) => selection.has(child.slug)).length;
          expect(state.variant).toBe(
            ticked === 0 ? 'regular' : ticked === node.children.length ? 'main' : 'indeterminate',
          );
        }
      }),
      PROPERTY_RUNS,
    );
  });

  it('the emitted list is sorted, unique, never holds a parent with its children, and reads back to the same selection', () => {
    fc.assert(
      fc.property(scenario, ([categories, toggles]) => {
        const selection = applyToggles(categories, toggles);
        const emitted = selectedCategorySlugs(categories, selection);
        expect(emitted).toEqual([...new Set(emitted)].sort());
        for (const node of allNodes(categories)) {
          if (emitted.includes(node.slug)) {
            for (const child of node.children) expect(emitted).not.toContain(child.slug);
          }
        }
        expect([...parseCategories(categories, emitted.join(','))].sort()).toEqual([...selection].sort());
      }),
      PROPERTY_RUNS,
    );
  });

  it('toggling a slug twice leaves its whole subtree as the slug itself was, and never touches other leaves', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), ([categories, toggles], pick) => {
        const selection = applyToggles(categories, toggles);
        const nodes = allNodes(categories);
        const node = nodes[pick % nodes.length] as CategoryNode;
        const twice = toggleCategory(categories, toggleCategory(categories, selection, node.slug), node.slug);
        const subtree = new Set(allNodes([node]).map((entry) => entry.slug));
        for (const slug of subtree) expect(twice.has(slug)).toBe(selection.has(node.slug));
        for (const leaf of nodes.filter((entry) => entry.children.length === 0 && !subtree.has(entry.slug))) {
          expect(twice.has(leaf.slug)).toBe(selection.has(leaf.slug));
        }
      }),
      PROPERTY_RUNS,
    );
  });
});
