import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanSummary, PlanWithWorkouts, RoutineFolder } from '../../../../../shared/api-types';
import { MY_ROUTINES_DEFAULT_NAME, MY_ROUTINES_FOLDER_ID } from '../../../../../shared/schemas/routine-folders';
import { answer, answerAll, apiError, json, never, page, requestsTo, setNetwork } from '../../../test/api-stub';
import { aPlanSummary, aRoutine, aUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';

const MY_ROUTINES: RoutineFolder = { id: MY_ROUTINES_FOLDER_ID, name: MY_ROUTINES_DEFAULT_NAME };

/** The Workouts screen's reads: no running workout, `routines` and the folders. */
function answerWorkouts(routines: PlanSummary[], folders: RoutineFolder[] = [MY_ROUTINES]) {
  answerAll({
    'GET /api/workout-sessions/active': () => json(null),
    'GET /api/plans/user': () => page(routines),
    'GET /api/routine-folders': () => json(folders),
  });
}

describe('workouts', () => {
  it('says it is loading the routines while they are read', async () => {
    answerAll({ 'GET /api/workout-sessions/active': never, 'GET /api/plans/user': never, 'GET /api/routine-folders': never });
    renderScreen('/workouts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Routines' })).getByRole('status')).toHaveTextContent('Loading routines...');
    expect(screen.getByRole('button', { name: 'New folder' })).toBeDisabled();
  });

  it('says there are no routines yet, with New Routine and Explore Routines', async () => {
    answerWorkouts([]);
    renderScreen('/workouts');

    expect(await screen.findByText('No routines yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Routine' })).toHaveAttribute('href', '/create-routine');
    expect(screen.getByRole('link', { name: 'Explore Routines' })).toHaveAttribute('href', '/explore-routines');
    expect(screen.getByRole('button', { name: 'Start Empty Workout' })).toBeEnabled();
  });

  it('shows the routines in My Routines with 3 exercise names then +N more, and only the person’s own', async () => {
    const me = aUser();
    answerWorkouts([
      aPlanSummary({ userId: me.id, name: 'Leg Day', exerciseNames: ['Squat', 'Lunge', 'Leg Press', 'Leg Curl', 'Calf Raise'] }),
      aPlanSummary({ userId: me.id, name: 'Push Day', exerciseNames: ['Bench Press'] }),
      aPlanSummary({ name: 'Someone else’s', exerciseNames: ['Row'] }),
    ]);
    renderScreen('/workouts', { as: me });

    const myRoutines = await screen.findByRole('region', { name: 'My Routines' });
    const cards = within(myRoutines).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const legDay = within(myRoutines).getByRole('article', { name: 'Leg Day' });
    expect(legDay).toHaveTextContent('Squat, Lunge, Leg Press, +2 more');
    expect(within(legDay).getByRole('button', { name: 'Start Routine' })).toBeEnabled();
  });

  it('says the routines failed to load, and shows them after Try again', async () => {
    answerAll({
      'GET /api/workout-sessions/active': () => json(null),
      'GET /api/plans/user': () => apiError(500, 'Plans are unavailable'),
      'GET /api/routine-folders': () => json([MY_ROUTINES]),
    });
    const { person } = renderScreen('/workouts');

    expect(await screen.findByText('Failed to load routines.')).toBeVisible();

    answer('GET /api/plans/user', () => page([]));
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No routines yet')).toBeVisible();
  });

  it('offline, says at once that a routine the phone never read cannot start, and never starts it later', async () => {
    const me = aUser();
    answerWorkouts([aPlanSummary({ userId: me.id, name: 'Push Day', kind: 'routine', exerciseNames: ['Bench Press'] })]);
    answer('POST /api/workout-sessions', () => json({ id: 'should-not-start' }, { status: 201 }));
    const { person } = renderScreen('/workouts', { as: me });
    const start = await screen.findByRole('button', { name: 'Start Routine' });

    setNetwork(false);
    await person.click(start);

    expect(await screen.findByText("You're offline and this routine or workout isn't on this phone yet: open it once online to start it offline. Quick Start works offline.")).toBeVisible();
    setNetwork(true);
    expect(screen.getByRole('button', { name: 'Start Routine' })).toBeVisible();
    expect(requestsTo('POST /api/workout-sessions')).toEqual([]);
  });

  it('offline with no routine list kept, shows the routines built on this phone and says the rest shows online', async () => {
    const me = aUser();
    const { person } = renderScreen('/create-routine', { as: me });
    await screen.findByRole('heading', { level: 1, name: 'Create Routine' });

    setNetwork(false);
    await person.type(screen.getByLabelText('Routine name'), 'Garage Pull');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    const routines = await screen.findByRole('region', { name: 'Routines' });
    expect(await within(routines).findByText("You're offline: this shows once you're back online.")).toBeVisible();
    const unsent = within(routines).getByRole('region', { name: 'Saved on this phone' });
    expect(within(unsent).getByRole('article', { name: 'Garage Pull' })).toBeVisible();
    expect(requestsTo('POST /api/workout-plans')).toEqual([]);

    // Back online: sent once under the id the phone chose, and the list read from the server shows it.
    let made: PlanWithWorkouts | undefined;
    answerWorkouts([]);
    answer('POST /api/workout-plans', ({ body }) => {
      made = { ...aRoutine(me.id, 'Garage Pull', []), id: (body as { id: string }).id };
      return json(made, { status: 201 });
    });
    answer('GET /api/plans/user', () => page(made ? [{ ...made, exerciseNames: [] }] : []));
    // The recent exercises the routine builder asked for offline: read once back online.
    answer('GET /api/users/{id}/completed-workouts', () => json([]));
    setNetwork(true);
    expect(await within(await screen.findByRole('region', { name: 'My Routines' })).findByRole('article', { name: 'Garage Pull' })).toBeVisible();
    expect(requestsTo('POST /api/workout-plans')).toHaveLength(1);
  });
});
