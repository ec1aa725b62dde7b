import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../shared/api-types';
import { digest, entityTag, listVersion, matchesEntityTag } from './list-version';

const custom = (name: string): Exercise => ({
  id: `custom-${name}`,
  name,
  category: 'Legs',
  equipment: 'Other',
  difficulty: 'beginner',
  muscleGroups: ['Legs'],
  instructions: '',
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
