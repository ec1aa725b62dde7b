import { describe, expect, it } from 'vitest';
import { MAX_WORKOUT_DESCRIPTION_LENGTH } from '../../../shared/schemas/sessions';
import { api, messageOf, signUp } from '../../support/api';
import { createFollow } from '../../support/db';
import { addSet, EXERCISES, getSession, startWorkout } from './helpers';

/**
 * Issue 27, the save step after Finish: the title, notes and who hears of it travel with the finish
 * (PUT /api/workout-sessions/{id}), as the outbox sends it from the phone, online or later.
 */
const put = (token: string, sessionId: string, body: unknown) =>
  api('PUT /api/workout-sessions/{id}', { params: { id: sessionId }, token, untypedBody: body });

const finishBody = (details: Record<string, unknown>) => {
  const at = new Date().toISOString();
  return { status: 'completed', endTime: at, completedAt: at, isActive: false, ...details };
};

const notificationsOf = async (token: string) => (await api('GET /api/notifications', { token })).body;
/** Followers hear of a finish from the table's stream (issue 31): the messages once they have arrived. */
const messagesOf = (token: string) => notificationsOf(token).then((items) => items.map((item) => item.message));
const POLL = { timeout: 20_000, interval: 200 };

async function athleteWithFollower() {
  const athlete = await signUp();
  const follower = await signUp();
  await createFollow(follower.user.id, athlete.user.id);
  const session = await startWorkout(athlete.token, { name: 'Quick Workout' });
  await addSet(athlete.token, session.id, EXERCISES.squat.id, { weight: 22_500, reps: 5, isCompleted: true });
  return { athlete, follower, session };
}

describe('the save step’s details on a finish', () => {
  it('keeps the title, trimmed notes and visibility, tells followers under the new title, and lists it so', async () => {
    const { athlete, follower, session } = await athleteWithFollower();

    const finished = await put(athlete.token, session.id, finishBody({ name: 'Morning Workout', notes: '  Squats felt fast \n', visibility: 'followers' }));

    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body).toMatchObject({ name: 'Morning Workout', notes: 'Squats felt fast', visibility: 'followers', status: 'completed', totalWeight: 1125 });
    expect(await getSession(athlete.token, session.id)).toMatchObject({ name: 'Morning Workout', notes: 'Squats felt fast', visibility: 'followers' });
    const completed = await api('GET /api/users/{id}/completed-workouts', { params: { id: athlete.user.id }, token: athlete.token });
    expect(completed.body.map((workout) => workout.name)).toEqual(['Morning Workout']);
    await expect.poll(() => messagesOf(follower.token), POLL).toEqual([`${athlete.user.displayName} completed Morning Workout`]);
  });

  it("'only-me' tells no follower and is kept with the workout", async () => {
    const { athlete, follower, session } = await athleteWithFollower();

    const finished = await put(athlete.token, session.id, finishBody({ name: 'Quiet Legs', notes: null, visibility: 'only-me' }));

    expect(finished.body).toMatchObject({ name: 'Quiet Legs', notes: null, visibility: 'only-me', status: 'completed' });
    expect(await getSession(athlete.token, session.id)).toMatchObject({ visibility: 'only-me' });
    // A later workout for followers is told: once its notice has arrived, the 'only-me' one has had its chance.
    const next = await startWorkout(athlete.token, { name: 'Loud Legs' });
    await put(athlete.token, next.id, finishBody({ visibility: 'followers' }));
    await expect.poll(() => messagesOf(follower.token), POLL).toEqual([`${athlete.user.displayName} completed Loud Legs`]);
  });

  it('without details finishes as before: no visibility stored, followers told', async () => {
    const { athlete, follower, session } = await athleteWithFollower();

    const finished = await put(athlete.token, session.id, finishBody({}));

    expect(finished.body).toMatchObject({ name: 'Quick Workout', notes: null, status: 'completed' });
    expect(finished.body).not.toHaveProperty('visibility');
    await expect.poll(() => messagesOf(follower.token), POLL).toEqual([`${athlete.user.displayName} completed Quick Workout`]);
  });

  it('a finish sent again with other details changes them (the phone’s retry), and blank notes clear them', async () => {
    const { athlete, session } = await athleteWithFollower();
    await put(athlete.token, session.id, finishBody({ name: 'Legs', notes: 'First try', visibility: 'followers' }));

    const again = await put(athlete.token, session.id, finishBody({ name: 'Legs', notes: 'Second try', visibility: 'only-me' }));
    expect(again.body).toMatchObject({ name: 'Legs', notes: 'Second try', visibility: 'only-me' });

    const cleared = await put(athlete.token, session.id, { notes: '   ' });
    expect(cleared.status).toBe(200);
    expect(await getSession(athlete.token, session.id)).toMatchObject({ notes: null, visibility: 'only-me', status: 'completed' });
  });

  it.each([
    [{ notes: 'x'.repeat(MAX_WORKOUT_DESCRIPTION_LENGTH + 1) }, `Notes must be at most ${MAX_WORKOUT_DESCRIPTION_LENGTH} characters.`],
    [{ notes: 42 }, 'notes must be text.'],
    [{ visibility: 'public' }, "visibility must be 'followers' or 'only-me'."],
    [{ name: '   ' }, 'Workout name cannot be empty.'],
  ])('refuses %j with 400 and changes nothing', async (details, message) => {
    const { athlete, session } = await athleteWithFollower();

    const refused = await put(athlete.token, session.id, finishBody(details));

    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe(message);
    expect(await getSession(athlete.token, session.id)).toMatchObject({ status: 'active', notes: null, name: 'Quick Workout' });
  });

  it('keeps the longest notes allowed', async () => {
    const { athlete, session } = await athleteWithFollower();
    const notes = 'y'.repeat(MAX_WORKOUT_DESCRIPTION_LENGTH);

    const finished = await put(athlete.token, session.id, finishBody({ notes }));

    expect(finished.body.notes).toBe(notes);
  });

  it('the owner comes from the token: another person cannot finish or annotate the workout', async () => {
    const { athlete, session } = await athleteWithFollower();
    const stranger = await signUp();

    expect((await put(stranger.token, session.id, finishBody({ notes: 'mine now', visibility: 'only-me' }))).status).toBe(404);
    expect((await put(stranger.token, session.id, { notes: 'mine now' })).status).toBe(404);
    expect(await getSession(athlete.token, session.id)).toMatchObject({ status: 'active', notes: null });
    expect(await getSession(athlete.token, session.id)).not.toHaveProperty('visibility');
  });
});

describe('the Save screen’s Make Public on a logged workout (POST /api/workout-sessions/completed)', () => {
  const logged = (visibility?: string) => ({
    name: 'Garage Session',
    startTime: new Date(Date.now() - 60 * 60_000).toISOString(),
    durationMinutes: 40,
    exercises: [{ exerciseId: EXERCISES.squat.id, sets: [{ weight: 22_500, reps: 5 }] }],
    ...(visibility && { visibility }),
  });

  it("off ('only-me') tells no follower and is kept; on ('followers') tells them, as before", async () => {
    const athlete = await signUp();
    const follower = await signUp();
    await createFollow(follower.user.id, athlete.user.id);

    const hidden = await api('POST /api/workout-sessions/completed', { token: athlete.token, untypedBody: logged('only-me') });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    expect(await getSession(athlete.token, hidden.body.id)).toMatchObject({ visibility: 'only-me' });

    const shown = await api('POST /api/workout-sessions/completed', { token: athlete.token, untypedBody: { ...logged('followers'), name: 'Told Session' } });
    expect(shown.body).toMatchObject({ visibility: 'followers' });
    // Once the second one's notice has arrived, the first ('only-me') has had its chance: it was not told.
    await expect.poll(() => messagesOf(follower.token), POLL).toEqual([`${athlete.user.displayName} completed Told Session`]);

    const refused = await api('POST /api/workout-sessions/completed', { token: athlete.token, untypedBody: logged('everyone') });
    expect(refused).toMatchObject({ status: 400, body: { message: "visibility must be 'followers' or 'only-me'." } });
  });
});
