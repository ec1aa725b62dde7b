/** Short previews of long lists: routine cards (spec 000 section 9) and detail views (spec 001 section 9). */
const PREVIEW_COUNT = 3;

/** The first `count` items and how many are left out. */
export function previewOf<T>(items: readonly T[], count = PREVIEW_COUNT): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, count), hidden: Math.max(0, items.length - count) };
}

/** Routine card: '+N more' when names are left out, else ''. */
export const moreLabel = (hidden: number) => (hidden > 0 ? `+${hidden} more` : '');

/** Detail views: 'Show N More'. */
export const showMoreLabel = (hidden: number) => `Show ${hidden} More`;
