import type { AttractionItem, LandingSection } from '@coras/api-client';
import { visibleSections } from './landing';

// A module of its own: only the details page's chunk needs it, not the landing's first load.

/**
 * The other attractions a details page shows (spec 2 §2): the cards of its place's landing
 * sections (`visibleSections`, in order), each attraction once, never the page's own, at most
 * `count`.
 */
export function otherAttractions(
  sections: readonly LandingSection[] | undefined,
  attractionId: string,
  count: number,
): AttractionItem[] {
  const seen = new Set([attractionId]);
  const picked: AttractionItem[] = [];
  for (const item of visibleSections(sections).flatMap((section) => section.items)) {
    if (picked.length === count) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    picked.push(item);
  }
  return picked;
}
