import { type CategoryNode, type CategorySelection, categoryCheckState } from '@coras/booking-core';
import { Checkbox } from '@coras/ui';
import * as styles from './FilterBar.css';

export interface CategoryTreeProps {
  tree: readonly CategoryNode[];
  /** The ticked slugs (the drawer's draft: applied only by 'Apply filters'). */
  selection: CategorySelection;
  /** A category's box was clicked: tick or untick it with its subcategories (booking-core's rule). */
  onToggle: (slug: string) => void;
}

/**
 * The category tree of the filters drawer (spec 1 §4 'Category tree'): each category with its
 * subcategories nested under it. A parent's box is `main` when all its subcategories are ticked,
 * `indeterminate` when some are (read as "mixed"), `regular` when none.
 */
export function CategoryTree({ tree, selection, onToggle }: CategoryTreeProps) {
  return <CategoryList nodes={tree} tree={tree} selection={selection} onToggle={onToggle} />;
}

function CategoryList({
  nodes,
  tree,
  selection,
  onToggle,
}: CategoryTreeProps & { nodes: readonly CategoryNode[] }) {
  return (
    <ul className={styles.categoryList}>
      {nodes.map((node) => {
        const state = categoryCheckState(tree, selection, node.slug);
        return (
          <li key={node.slug}>
            <Checkbox
              label={node.label}
              variant={state.variant}
              checked={state.checked}
              onCheckedChange={() => onToggle(node.slug)}
            />
            {node.children.length > 0 ? (
              <CategoryList nodes={node.children} tree={tree} selection={selection} onToggle={onToggle} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
