import { describe, expect, it } from 'vitest';
import { compareAsStored, foldSearchText, searchTermsOf } from './search-terms';

describe('foldSearchText', () => {
  it.each([
    ['ZOË', 'zoe'],
    ['  Zoë   Smith ', 'zoe smith'],
    ['Ångström', 'angstrom'],
    ['ﬁtness', 'fitness'],
    ['José\tMaría', 'jose maria'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('searchTermsOf', () => {
  it('has the username, the folded display name and each of its words', () => {
    expect(searchTermsOf({ username: 'zoe_lifts', displayName: 'Zoë Smith Jones' }).sort()).toEqual(
      ['jones', 'smith', 'zoe smith jones', 'zoe_lifts'].sort(),
    );
  });

  it('leaves out a term that is a prefix of another, and repeats', () => {
    expect(searchTermsOf({ username: 'smithy', displayName: 'Smith Smith' }).sort()).toEqual(['smith smith', 'smithy']);
  });

  it('keeps a one-word name once', () => {
    expect(searchTermsOf({ username: 'ana', displayName: 'Ana' })).toEqual(['ana']);
  });
});

describe('compareAsStored', () => {
  it('orders by UTF-8 bytes, as DynamoDB sorts keys', () => {
    const astral = '\u{1F600}';
    const highBmp = '\uFF01';
    expect(highBmp < astral).toBe(false);
    expect(compareAsStored(highBmp, astral)).toBeLessThan(0);
  });
});
