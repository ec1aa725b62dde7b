import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../shared/api-types';
import { catalogueDigest, digest, entityTag, listVersion, matchesEntityTag } from './list-version';

const custom = (name: string): Exercise => ({
  id: `custom-${name}`,
  name,
  category: 'Legs',
  equipment: 'Other',
  difficulty: 'beginner',
  muscleGroups: ['Legs'],
  instructions: '',
  exerciseType: 'weight_reps',
  isCustom: true,
  userId: 'u1',
});

describe('listVersion', () => {
  it('stays the same for the same catalogue and custom exercises', () => {
    expect(listVersion(digest('catalogue'), [custom('Sled')])).toBe(listVersion(digest('catalogue'), [custom('Sled')]));
  });

  it('changes when the catalogue changes or a custom exercise is added', () => {
    const version = listVersion(digest('catalogue'), [custom('Sled')]);
    expect(listVersion(digest('catalogue re-seeded'), [custom('Sled')])).not.toBe(version);
    expect(listVersion(digest('catalogue'), [custom('Sled'), custom('Yoke')])).not.toBe(version);
  });

  it("changes when a catalogue exercise's derived type changes (issue 29)", () => {
    const catalogue = [{ ...custom('Plank'), userId: null, isCustom: false }];
    const retyped = [{ ...catalogue[0]!, exerciseType: 'duration' as const }];
    expect(listVersion(catalogueDigest(retyped), [])).not.toBe(listVersion(catalogueDigest(catalogue), []));
  });
});

describe('matchesEntityTag', () => {
  it('matches the quoted version, in a list or weak, and nothing else', () => {
    expect(entityTag('abc')).toBe('"abc"');
    expect(matchesEntityTag('"abc"', 'abc')).toBe(true);
    expect(matchesEntityTag('"x", W/"abc"', 'abc')).toBe(true);
    expect(matchesEntityTag('"abd"', 'abc')).toBe(false);
    expect(matchesEntityTag(undefined, 'abc')).toBe(false);
  });
});
