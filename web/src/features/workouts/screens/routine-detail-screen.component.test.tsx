import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, never, requestsTo, setNetwork } from '../../../test/api-stub';
import { aPlanSummary, aRoutine, aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

describe('a routine’s details', () => {
  it('says it is loading the routine', async () => {
    answer('GET /api/workout-plans/{id}', never);
    renderScreen('/routine/r1');

    expect(await screen.findByText('Loading routine...')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Routine' })).toBeVisible();
  });

  it('shows its owner the exercises with Start Routine and Edit', async () => {
    const me = aUser();
    const routine = aRoutine(me.id, 'Leg Day', ['Barbell Squat', 'Leg Press']);
    answer('GET /api/workout-plans/{id}', () => json(routine));
    renderScreen(`/routine/${routine.id}`, { as: me });

    expect(await screen.findByRole('heading', { level: 1, name: 'Leg Day' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Routine overview' })).toHaveTextContent('2 exercises');
    expect(screen.getByRole('region', { name: 'Exercises' })).toHaveTextContent(/Barbell Squat.*Leg Press/);
    expect(screen.getByRole('button', { name: 'Start Routine' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit routine' })).toHaveAttribute('href', `/create-routine?editId=${routine.id}`);
  });

  it("shows someone else's routine without Start Routine or Edit", async () => {
    const routine = aRoutine('someone-else', 'Push Day', ['Bench Press']);
    answer('GET /api/workout-plans/{id}', () => json(routine));
    renderScreen(`/routine/${routine.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Push Day' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start Routine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit routine' })).not.toBeInTheDocument();
  });

  it('says a training plan or a missing id is not a routine', async () => {
    answer('GET /api/workout-plans/{id}', () => json({ ...aPlanSummary({ kind: 'plan' }), workouts: [] }));
    renderScreen('/routine/a-plan');

    expect(await screen.findByRole('heading', { name: 'Routine not found' })).toBeVisible();
  });

  it("shows the API's message on a failure other than not found", async () => {
    answer('GET /api/workout-plans/{id}', () => apiError(500, 'Routines are resting'));
    renderScreen('/routine/r1');

    expect(await screen.findByText('Routines are resting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('offline, starts the routine at once from the copy on the phone and sends that copy once when the network returns', async () => {
    const me = aUser();
    const routine = aRoutine(me.id, 'Leg Day', ['Barbell Squat', 'Leg Press']);
    answer('GET /api/workout-plans/{id}', () => json(routine));
    answer('POST /api/workout-sessions', () => json({ id: 'answered' }, { status: 201 }));
    const { person } = renderScreen(`/routine/${routine.id}`, { as: me });
    await screen.findByRole('heading', { level: 1, name: 'Leg Day' });

    setNetwork(false);
    await person.click(screen.getByRole('button', { name: 'Start Routine' }));

    expect(await screen.findByText('Barbell Squat')).toBeVisible();
    expect(screen.getByText('Leg Press')).toBeVisible();
    expect(requestsTo('POST /api/workout-sessions')).toEqual([]);

    setNetwork(true);
    await waitFor(() => expect(requestsTo('POST /api/workout-sessions')).toHaveLength(1));
    const body = requestsTo('POST /api/workout-sessions')[0]?.body as { id: string; workoutPlanId: string; exercises: { exerciseId: string; sets: number }[]; setIds: string[] };
    expect(body).toMatchObject({ workoutPlanId: routine.id, exercises: [{ exerciseId: 'Barbell_Squat', sets: 3 }, { exerciseId: 'Leg_Press', sets: 3 }] });
    expect(new Set(body.setIds).size).toBe(6);
  });
});
