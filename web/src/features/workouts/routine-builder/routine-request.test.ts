import { describe, expect, it } from 'vitest';
import { ROUTINE_NAME_REQUIRED } from '../../../../../shared/schemas/plans';
import { emptyDetailsForm } from '../../workout-editor/template/details-form';
import { routineRequestOf } from './routine-request';
import type { RoutineTemplateExercise } from './routine-template';

const rows = (...kinds: ('W' | 'N')[]) => kinds.map((kind, index) => ({ id: `${kind}${index}`, isWarmup: kind === 'W' }));

const exercise = (overrides: Partial<RoutineTemplateExercise> = {}): RoutineTemplateExercise => ({
  exerciseId: 'bench',
  name: 'Bench Press',
  sets: rows('W', 'N', 'N'),
  reps: '8-12',
  restSeconds: 60,
  supersetGroup: null,
  ...overrides,
});

const form = { ...emptyDetailsForm, name: 'Upper A' };

describe('routineRequestOf', () => {
  it("refuses a blank name with the spec's message", () => {
    expect(routineRequestOf({ ...form, name: ' ' }, { exercises: [exercise()], entries: {} })).toEqual({ error: ROUTINE_NAME_REQUIRED });
  });

  it('counts normal rows as sets and W rows as warm-up sets, wherever the W rows are', () => {
    const template = { exercises: [exercise({ sets: rows('N', 'W', 'N', 'W', 'N') }), exercise({ exerciseId: 'row', name: 'Row', sets: rows('N') })], entries: {} };
    const result = routineRequestOf(form, template);

    expect(result).toMatchObject({
      body: {
        name: 'Upper A',
        difficulty: 'beginner',
        isPublic: false,
        exercises: [
          { exerciseId: 'bench', sets: 3, warmupSets: 2, reps: '8-12', restSeconds: 60, orderIndex: 0, weight: null },
          { exerciseId: 'row', sets: 1, warmupSets: 0, reps: '8-12', restSeconds: 60, orderIndex: 1, weight: null },
        ],
      },
    });
  });

  it('saves the weight and reps typed in the first normal set that has them', () => {
    const entries = { W0: { weight: { value: '45', own: true } }, N1: { weight: { value: '135', own: true }, reps: { value: '10', own: true } } };
    expect(routineRequestOf(form, { exercises: [exercise()], entries })).toMatchObject({ body: { exercises: [{ weight: 13500, reps: '10' }] } });
  });

  it('saves the supersets of two or more exercises (issue 29)', () => {
    const template = {
      exercises: [exercise({ supersetGroup: 'A' }), exercise({ exerciseId: 'row', name: 'Row', supersetGroup: 'A' }), exercise({ exerciseId: 'curl', name: 'Curl', supersetGroup: 'B' })],
      entries: {},
    };
    expect(routineRequestOf(form, template)).toMatchObject({
      body: { exercises: [{ exerciseId: 'bench', supersetGroup: 'A' }, { exerciseId: 'row', supersetGroup: 'A' }, { exerciseId: 'curl', supersetGroup: null }] },
    });
  });

  it('keeps the difficulty and visibility of an edited routine', () => {
    const result = routineRequestOf({ ...form, difficulty: 'advanced', isPublic: true }, { exercises: [exercise()], entries: {} });
    expect(result).toMatchObject({ body: { difficulty: 'advanced', isPublic: true } });
  });

  it('refuses an exercise that has only warm-up sets, naming it', () => {
    const result = routineRequestOf(form, { exercises: [exercise({ sets: rows('W') })], entries: {} });
    expect(result).toEqual({ error: 'Bench Press: Keep at least 1 normal set per exercise.' });
  });
});
