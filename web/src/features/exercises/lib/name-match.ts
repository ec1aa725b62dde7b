import { isNeutralWord } from './search-terms';

/** How a search's words fit one name's words (both from `searchWords`). */
export interface NameMatch {
  /** The search is the whole name, spaces and hyphens aside ('pullup', 'pull up' and 'Pull-Up'). */
  exact: boolean;
  /** The name starts with the search. */
  startsWith: boolean;
  /** Words of the name the search did not use, apart from filler and equipment words. */
  extraWords: number;
}

/** Finds a word not used yet that is `text`, or else one that starts with it. */
function findWord(name: readonly string[], used: readonly boolean[], text: string): number {
  const exact = name.findIndex((word, at) => !used[at] && word === text);
  return exact >= 0 ? exact : name.findIndex((word, at) => !used[at] && word.startsWith(text));
}

/**
 * Each search word must be or start an unused word of the name; or two of the search's words together one of the
 * name's ('skull crusher' in 'Skullcrusher'); or one search word two of the name's together ('pullup' in 'Pull Up').
 * `optional` words (the exercise's equipment) may be matched but never count as extra. Null when a word has no place.
 */
export function matchName(name: readonly string[], search: readonly string[], optional: readonly string[] = []): NameMatch | null {
  const words = [...name, ...optional];
  const used = words.map(() => false);
  for (let at = 0; at < search.length; at++) {
    const word = search[at]!;
    const next = search[at + 1];
    const whole = words.findIndex((known, index) => !used[index] && known === word);
    const joined = next === undefined || whole >= 0 ? -1 : findWord(words, used, `${word}${next}`);
    const single = whole >= 0 || joined >= 0 ? whole : findWord(words, used, word);
    const split = single >= 0 || joined >= 0 ? -1 : words.findIndex((first, index) => index + 1 < name.length && !used[index] && !used[index + 1] && `${first}${words[index + 1]}`.startsWith(word));
    if (joined >= 0) {
      used[joined] = true;
      at += 1;
    } else if (single >= 0) used[single] = true;
    else if (split >= 0) used[split] = used[split + 1] = true;
    else return null;
  }
  const searchText = search.join('');
  const nameText = name.join('');
  const searchWithoutOptional = search.filter((word) => !optional.includes(word)).join('');
  return {
    exact: nameText === searchText || (searchWithoutOptional !== searchText && nameText === searchWithoutOptional),
    startsWith: nameText.startsWith(searchText),
    extraWords: name.filter((word, at) => !used[at] && !isNeutralWord(word)).length,
  };
}
