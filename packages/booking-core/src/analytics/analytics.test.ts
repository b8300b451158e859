import { describe, expect, it } from 'vitest';
import { selectItemEvent, viewItemListEvent } from './analytics';

describe("the card lists' events", () => {
  it('list events index the items from the offset, with the list name on each', () => {
    const list = { id: 'top', name: 'Top picks' };
    const listed = [
      { id: 'a', name: 'A', category: 'Tours', prices: { EUR: 1000 } },
      { id: 'b', name: 'B' },
    ];
    expect(viewItemListEvent(list, listed, 'EUR', 4).params).toEqual({
      item_list_id: 'top',
      item_list_name: 'Top picks',
      items: [
        {
          item_id: 'a',
          item_name: 'A',
          item_category: 'Tours',
          item_list_name: 'Top picks',
          index: 4,
          price: 10,
        },
        { item_id: 'b', item_name: 'B', item_list_name: 'Top picks', index: 5 },
      ],
    });
    expect(selectItemEvent(list, { id: 'b', name: 'B' }, 1, 'EUR')).toEqual({
      name: 'select_item',
      params: {
        item_list_id: 'top',
        item_list_name: 'Top picks',
        items: [{ item_id: 'b', item_name: 'B', item_list_name: 'Top picks', index: 1 }],
      },
    });
  });
});
