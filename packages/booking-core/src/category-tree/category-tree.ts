import type { Category, FilterOption } from '@coras/api-client';
import { normaliseCategorySlugs } from './slugs';

/** A category and its subcategories, slugs trimmed and empty ones dropped (spec 1 §5). */
export interface CategoryNode {
  slug: string;
  label: string;
  children: CategoryNode[];
}

/** How a category's checkbox looks (spec 1 §2: variants regular, indeterminate, main). */
export type CategoryCheckboxVariant = 'main' | 'indeterminate' | 'regular';

/** A category's checkbox: ticked or not, and its variant. */
export interface CategoryCheckState {
  checked: boolean;
  variant: CategoryCheckboxVariant;
}

/** The chosen slugs. The tree functions keep it consistent: a parent is in it exactly when all its children are. */
export type CategorySelection = ReadonlySet<string>;

type TreeSource = readonly (FilterOption | Category)[] | undefined;

/**
 * The category tree of the filters drawer, from the category filter's options (`value`, `label`,
 * nested `options`) or from API categories (`slug`, `name`, `subcategories`). Empty slugs are
 * dropped with their subtree.
 */
export function buildCategoryTree(source: TreeSource): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  for (const entry of source ?? []) {
    const slug = ('value' in entry ? entry.value : entry.slug).trim();
    if (slug === '') continue;
    const label = 'label' in entry ? entry.label : entry.name;
    const children = buildCategoryTree(
      'options' in entry ? entry.options : 'subcategories' in entry ? entry.subcategories : undefined,
    );
    nodes.push({ slug, label, children });
  }
  return nodes;
}

function find(
  tree: readonly CategoryNode[],
  slug: string,
): { node: CategoryNode; path: CategoryNode[] } | undefined {
  for (const node of tree) {
    if (node.slug === slug) return { node, path: [] };
    const found = find(node.children, slug);
    if (found) return { node: found.node, path: [node, ...found.path] };
  }
  return undefined;
}

function setSubtree(selection: Set<string>, node: CategoryNode, checked: boolean): void {
  if (checked) selection.add(node.slug);
  else selection.delete(node.slug);
  for (const child of node.children) setSubtree(selection, child, checked);
}

function syncAncestors(selection: Set<string>, path: readonly CategoryNode[]): void {
  for (const ancestor of [...path].reverse()) {
    if (ancestor.children.every((child) => selection.has(child.slug))) selection.add(ancestor.slug);
    else selection.delete(ancestor.slug);
  }
}

/**
 * Ticks or unticks a category (spec 1 §4): a parent takes all its subcategories with it; ticking
 * the last unticked child ticks the parent, unticking any child unticks it. A slug the tree does
 * not know is toggled on its own.
 */
export function toggleCategory(
  tree: readonly CategoryNode[],
  selection: CategorySelection,
  slug: string,
): Set<string> {
  const next = new Set(selection);
  const found = find(tree, slug);
  if (!found) {
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    return next;
  }
  setSubtree(next, found.node, !next.has(slug));
  syncAncestors(next, found.path);
  return next;
}

function leaves(node: CategoryNode): CategoryNode[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(leaves);
}

/**
 * A category's checkbox (spec 1 §4): a parent is `main` when all its subcategories are ticked,
 * `indeterminate` when some are, `regular` when none; a category without subcategories is
 * `regular`, ticked or not.
 */
export function categoryCheckState(
  tree: readonly CategoryNode[],
  selection: CategorySelection,
  slug: string,
): CategoryCheckState {
  const node = find(tree, slug)?.node;
  if (!node || node.children.length === 0) return { checked: selection.has(slug), variant: 'regular' };
  const ticked = leaves(node).filter((leaf) => selection.has(leaf.slug)).length;
  if (ticked === 0) return { checked: false, variant: 'regular' };
  if (ticked === leaves(node).length) return { checked: true, variant: 'main' };
  return { checked: false, variant: 'indeterminate' };
}

/**
 * The emitted slugs (spec 1 §4): sorted, a fully selected parent replacing its children. Selected
 * slugs the tree does not know are kept.
 */
export function selectedCategorySlugs(tree: readonly CategoryNode[], selection: CategorySelection): string[] {
  const emitted = new Set<string>();
  const known = new Set<string>();
  const remember = (node: CategoryNode): void => {
    known.add(node.slug);
    node.children.forEach(remember);
  };
  tree.forEach(remember);
  const walk = (nodes: readonly CategoryNode[]): void => {
    for (const node of nodes) {
      if (selection.has(node.slug)) emitted.add(node.slug);
      else walk(node.children);
    }
  };
  walk(tree);
  for (const slug of selection) if (!known.has(slug)) emitted.add(slug);
  return [...emitted].sort();
}

/**
 * Reads an emitted list back into a consistent selection: a parent brings its subcategories, a
 * set of children completing a parent ticks it. Slugs are trimmed, empties dropped.
 */
export function parseCategories(
  tree: readonly CategoryNode[],
  value: string | readonly string[] | null | undefined,
): Set<string> {
  let selection = new Set<string>();
  for (const slug of normaliseCategorySlugs(value)) {
    if (selection.has(slug)) continue;
    selection = toggleCategory(tree, selection, slug);
  }
  return selection;
}
