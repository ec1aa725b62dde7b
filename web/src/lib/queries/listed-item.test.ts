import { describe, expect, it } from 'vitest';
import { withChangedItem, withListedItem, type PagedList } from './listed-item';

type Item = { id: string; name: string };
const list: PagedList<Item> = {
  pages: [
    { items: [{ id: 'b', name: 'B' }], nextCursor: 'c1' },
    { items: [{ id: 'a', name: 'A' }], nextCursor: null },
  ],
  pageParams: ['', 'c1'],
};

describe('an item shown in a list read page by page', () => {
  it('goes first on the first page when new, in its place when listed', () => {
    expect(withListedItem(list, { id: 'c', name: 'C' })?.pages.map((page) => page.items.map((item) => item.id))).toEqual([['c', 'b'], ['a']]);
    expect(withListedItem(list, { id: 'a', name: 'A2' })?.pages.map((page) => page.items.map((item) => item.name))).toEqual([['B'], ['A2']]);
  });

  it('is changed in place, and a list never read stays unread', () => {
    expect(withChangedItem(list, 'a', (item) => ({ ...item, name: 'A3' }))?.pages[1]?.items).toEqual([{ id: 'a', name: 'A3' }]);
    expect(withListedItem<Item>(undefined, { id: 'c', name: 'C' })).toBeUndefined();
    expect(withChangedItem<Item>(undefined, 'a', (item) => item)).toBeUndefined();
  });
});
