import type { AttractionItem, LandingSection } from '@coras/api-client';
import { describe, expect, it } from 'vitest';
import { otherAttractions } from './other-attractions';

const section = (title: string, order: number, items: string[], type = 'short-card'): LandingSection => ({
  type,
  order,
  title,
  items: items.map((id) => ({ id }) as AttractionItem),
});

describe('otherAttractions (spec 2 §2)', () => {
  it("picks a details page's other attractions from its place's sections: in order, each once, never its own, at most the count", () => {
    const sections = [
      section('Later', 2, ['d', 'a', 'e']),
      section('Banner', 0, ['x'], 'hero'),
      section('First', 1, ['own', 'a', 'b', 'a', 'c']),
    ];
    const ids = (count: number) => otherAttractions(sections, 'own', count).map((item) => item.id);
    expect(ids(4)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(10)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(0)).toEqual([]);
    expect(otherAttractions(undefined, 'own', 4)).toEqual([]);
  });
});
