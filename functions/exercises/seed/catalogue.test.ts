import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, EQUIPMENT, MUSCLE_GROUPS } from '../../../shared/constants';
import { catalogue, catalogueHash } from './catalogue';
import { PATH_SAFE_ID } from './catalogue-mapping';

describe('catalogue.json', () => {
  it('holds the 873 exercises of free-exercise-db, each id path-safe and unique', () => {
    expect(catalogue).toHaveLength(873);
    expect(new Set(catalogue.map((entry) => entry.id)).size).toBe(873);
    for (const entry of catalogue) expect(entry.id).toMatch(PATH_SAFE_ID);
  });

  it("uses only the product's lists, and only names and classification", () => {
    for (const entry of catalogue) {
      expect(Object.keys(entry)).toEqual(['id', 'name', 'category', 'equipment', 'difficulty', 'muscleGroups', 'exerciseType']);
      expect(entry.name.trim()).toBe(entry.name);
      expect(MUSCLE_GROUPS).toContain(entry.category);
      expect(EQUIPMENT).toContain(entry.equipment);
      expect(DIFFICULTIES).toContain(entry.difficulty);
      expect(entry.muscleGroups.length).toBeGreaterThan(0);
      for (const group of entry.muscleGroups) expect(MUSCLE_GROUPS).toContain(group);
      expect(new Set(entry.muscleGroups).size).toBe(entry.muscleGroups.length);
    }
  });

  it('hashes its content, so any change to an exercise changes the hash', () => {
    expect(catalogueHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(catalogueHash()).toBe(catalogueHash([...catalogue]));
    const renamed = catalogue.map((entry, index) => (index === 0 ? { ...entry, name: `${entry.name}!` } : entry));
    expect(catalogueHash(renamed)).not.toBe(catalogueHash());
  });
});
