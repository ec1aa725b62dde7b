import { describe, expect, it } from 'vitest';
import { rankSuggestionCandidates } from './suggestion-ranking';

describe('rankSuggestionCandidates', () => {
  it('puts people more of my follows follow first, ties in the order first seen, then active accounts', () => {
    const ranked = rankSuggestionCandidates({
      followsOfMyFollows: [
        ['x', 'y'],
        ['z', 'y'],
        ['y', 'z', 'w'],
      ],
      activePublic: ['a', 'z', 'b'],
      exclude: new Set(),
    });

    expect(ranked).toEqual(['y', 'z', 'x', 'w', 'a', 'b']);
  });

  it('never suggests anyone excluded, and counts a person once per follow list', () => {
    const ranked = rankSuggestionCandidates({
      followsOfMyFollows: [['me', 'x', 'x'], ['followed', 'q'], ['q']],
      activePublic: ['me', 'followed', 'r'],
      exclude: new Set(['me', 'followed']),
    });

    expect(ranked).toEqual(['q', 'x', 'r']);
  });
});
