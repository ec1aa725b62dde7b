import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { WorkoutSession } from '../../../../shared/api-types';
import { aPlanSummary, aRoutine, aWorkout, aWorkoutExercise } from '../../test/fixtures';
import { planKeys } from '../queries/plan-queries';
import { cachedTemplate } from './cached-template';
import { withCopy } from './session-copy';

describe('the template of a start offline', () => {
  it("is a routine's one workout, copied with the phone's ids into the sets the server will store", () => {
    const client = new QueryClient();
    const routine = aRoutine('me', 'Leg Day', ['Barbell Squat', 'Leg Press']);
    routine.workouts[0]!.exercises[0] = { ...routine.workouts[0]!.exercises[0]!, sets: 1, warmupSets: 1, reps: '5', weight: 13_500, notes: 'Brace' };
    client.setQueryData(planKeys.withWorkouts(routine.id), routine);

    const template = cachedTemplate(client, { workoutPlanId: routine.id });
    expect(template).toMatchObject({ name: 'Leg Day', workoutPlanId: routine.id, workoutId: routine.workouts[0]!.id, workoutName: 'Leg Day' });

    const session = { id: 's', createdAt: 'now', exerciseIds: [], exerciseRestSeconds: {} } as unknown as WorkoutSession;
    const copied = withCopy(session, { exercises: template!.exercises, setIds: ['a', 'b', 'c', 'd', 'e'] });
    expect(copied.session).toMatchObject({ exerciseIds: ['Barbell_Squat', 'Leg_Press'], exerciseNotes: { Barbell_Squat: 'Brace' } });
    expect(copied.sets.map(({ id, exerciseOrder, setNumber, isWarmup, target }) => [id, exerciseOrder, setNumber, isWarmup, target])).toEqual([
      ['s.a', 0, 1, true, undefined],
      ['s.b', 0, 2, false, { reps: '5', weight: 13_500 }],
      ['s.c', 1, 1, false, { reps: '8-12', weight: null }],
      ['s.d', 1, 2, false, { reps: '8-12', weight: null }],
      ['s.e', 1, 3, false, { reps: '8-12', weight: null }],
    ]);
  });

  it("is a plan's workout found in the plan the phone read, or nothing when the phone never read it", () => {
    const client = new QueryClient();
    const workout = aWorkout({ name: 'Pull Day', planId: 'p1' });
    workout.exercises = [aWorkoutExercise({ workoutPlanId: workout.id, exerciseName: 'Barbell Row' })];
    client.setQueryData(planKeys.withWorkouts('p1'), { ...aPlanSummary({ id: 'p1', kind: 'plan', name: 'Strength' }), workouts: [aWorkout(), workout] });

    expect(cachedTemplate(client, { workoutId: workout.id })).toMatchObject({ name: 'Pull Day', workoutId: workout.id, workoutPlanId: 'p1' });
    expect(cachedTemplate(client, { workoutPlanId: 'p1' })).toMatchObject({ name: 'Strength', workoutPlanId: 'p1' });
    expect(cachedTemplate(client, { workoutId: 'never-read' })).toBeUndefined();
    expect(cachedTemplate(client, { workoutPlanId: 'never-read' })).toBeUndefined();
  });
});
