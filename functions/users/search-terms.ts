/**
 * Folding for people search: a query and the stored terms are compared in one form, without case or accents,
 * so 'ZOË' finds 'Zoë Smith'.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * The terms a person is found under by prefix: the username, the whole display name and each of its words,
 * folded. A term that is a prefix of another is left out: every query it matches, the longer one matches too,
 * so no term is a prefix of another (search relies on it to show each person once).
 */
export function searchTermsOf(person: { username: string; displayName: string }): string[] {
  const displayName = foldSearchText(person.displayName);
  const candidates = new Set([foldSearchText(person.username), displayName, ...displayName.split(' ')].filter(Boolean));
  return [...candidates].filter((term) => ![...candidates].some((other) => other !== term && other.startsWith(term)));
}

/** DynamoDB orders string keys by their UTF-8 bytes; JavaScript's `<` compares UTF-16 units. */
export const compareAsStored = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
