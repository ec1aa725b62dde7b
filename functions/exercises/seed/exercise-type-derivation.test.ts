import { describe, expect, it } from 'vitest';
import { EXERCISE_TYPES } from '../../../shared/exercise-types/types';
import { catalogue } from './catalogue';
import { deriveExerciseType, EXERCISE_TYPE_OVERRIDES } from './exercise-type-derivation';

const typeOf = (id: string) => catalogue.find((entry) => entry.id === id)?.exerciseType;

describe('deriveExerciseType', () => {
  it('reads cardio as distance & duration, stretching as duration, body only as bodyweight reps, the rest as weight & reps', () => {
    expect(deriveExerciseType({ id: 'x', category: 'cardio', equipment: 'machine' })).toBe('distance_duration');
    expect(deriveExerciseType({ id: 'x', category: 'stretching', equipment: 'body only' })).toBe('duration');
    expect(deriveExerciseType({ id: 'x', category: 'strength', equipment: 'body only' })).toBe('bodyweight_reps');
    expect(deriveExerciseType({ id: 'x', category: 'strength', equipment: null })).toBe('bodyweight_reps');
    expect(deriveExerciseType({ id: 'x', category: 'plyometrics', equipment: 'other' })).toBe('bodyweight_reps');
    expect(deriveExerciseType({ id: 'x', category: 'plyometrics', equipment: 'medicine ball' })).toBe('weight_reps');
    expect(deriveExerciseType({ id: 'x', category: 'strength', equipment: 'barbell' })).toBe('weight_reps');
  });

  it('lets the reviewed table win over the fields (a plank is strength, body only, and held)', () => {
    expect(deriveExerciseType({ id: 'Plank', category: 'strength', equipment: 'body only' })).toBe('duration');
    expect(deriveExerciseType({ id: 'Farmers_Walk', category: 'strongman', equipment: 'other' })).toBe('weight_distance');
  });
});

describe('the catalogue (catalogue.json, built from the source with the derivation)', () => {
  it('gives every exercise a known type', () => {
    for (const entry of catalogue) expect(EXERCISE_TYPES).toContain(entry.exerciseType);
  });

  it('names only exercises that exist in its reviewed table', () => {
    const ids = new Set(catalogue.map((entry) => entry.id));
    for (const id of Object.keys(EXERCISE_TYPE_OVERRIDES)) expect(ids, id).toContain(id);
  });

  it('types the ambiguous exercises as reviewed', () => {
    expect(typeOf('Plank')).toBe('duration');
    expect(typeOf('Side_Bridge')).toBe('duration');
    expect(typeOf('Farmers_Walk')).toBe('weight_distance');
    expect(typeOf('Sled_Push')).toBe('weight_distance');
    expect(typeOf('Band_Assisted_Pull-Up')).toBe('assisted_bodyweight');
    expect(typeOf('Weighted_Pull_Ups')).toBe('weighted_bodyweight');
    expect(typeOf('Ring_Dips')).toBe('bodyweight_reps');
    expect(typeOf('Crucifix')).toBe('weight_duration');
    expect(typeOf('Running_Treadmill')).toBe('distance_duration');
    expect(typeOf('Rope_Jumping')).toBe('duration');
    expect(typeOf('Pullups')).toBe('bodyweight_reps');
    expect(typeOf('Pushups')).toBe('bodyweight_reps');
    expect(typeOf('Barbell_Full_Squat')).toBe('weight_reps');
    expect(typeOf('Dip_Machine')).toBe('weight_reps');
  });
});
