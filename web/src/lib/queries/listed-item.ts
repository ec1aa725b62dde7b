import type { InfiniteData } from '@tanstack/react-query';
import type { ApiPage } from '../api-client';

/** A list read page by page, as the cache holds it. */
export type PagedList<Item> = InfiniteData<ApiPage<Item>, string>;

/**
 * The list with `item` in place of the one of its id, or first on the first page when it is not listed (the lists of
 * routines and plans are newest first). A list never read stays unread: the phone does not invent one (issue 30).
 */
export function withListedItem<Item extends { id: string }>(data: PagedList<Item> | undefined, item: Item): PagedList<Item> | undefined {
  if (!data) return data;
  const listed = data.pages.some((page) => page.items.some((candidate) => candidate.id === item.id));
  const pages = data.pages.map((page, index) => ({
    ...page,
    items: listed ? page.items.map((candidate) => (candidate.id === item.id ? item : candidate)) : index === 0 ? [item, ...page.items] : page.items,
  }));
  return { ...data, pages };
}

/** The list with the item of `id` changed by `change` (unchanged when it is not listed). */
export function withChangedItem<Item extends { id: string }>(data: PagedList<Item> | undefined, id: string, change: (item: Item) => Item): PagedList<Item> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === id ? change(item) : item)) })) };
}
