/**
 * Issue 29, deliverable 10: Health Auto Export's JSON, posted by the app with an import key, imports each workout
 * once by its id, in the right category and units, and reports what it skipped.
 */
import { describe, expect, it } from 'vitest';
import { MAX_AUTO_EXPORT_WORKOUTS } from '../../shared/health/auto-export-limits';
import { api, messageOf, signUp } from '../support/api';

const post = (token: string, body: unknown) => api('POST /api/workout-sessions/import-health/auto-export', { token, untypedBody: body });
const completedOf = async (token: string, userId: string) =>
  (await api('GET /api/users/{id}/completed-workouts', { token, params: { id: userId }, query: { limit: 10 } })).body;

/** Yesterday at `hour`:`minute` in New York, as the app writes times. */
function at(hour: number, minute = 0): string {
  const day = new Date(Date.now() - 24 * 3_600_000).toISOString().slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00 -0500`;
}

/** An export of one morning: a run in miles, a lifting session in kJ, and one workout without a start. */
function morningExport(runId: string, liftId: string) {
  return {
    data: {
      metrics: [{ name: 'step_count', units: 'count', data: [{ qty: 5120, date: at(0) }] }],
      workouts: [
        {
          id: runId,
          name: 'Outdoor Run',
          start: at(6),
          end: at(6, 45),
          duration: 2700,
          location: 'Outdoor',
          activeEnergyBurned: { qty: 412.6, units: 'kcal' },
          distance: { qty: 3.1, units: 'mi' },
        },
        {
          id: liftId,
          name: 'Traditional Strength Training',
          start: at(7, 30),
          end: at(8, 35),
          duration: { qty: 65, units: 'min' },
          activeEnergyBurned: { qty: 1255.2, units: 'kJ' },
        },
        { id: `${liftId}-broken`, name: 'Yoga', end: at(9), duration: 600 },
      ],
    },
  };
}

async function importKeyOf(token: string): Promise<string> {
  const created = await api('POST /api/health-import-keys', { token, body: { name: 'Health Auto Export' } });
  expect(created.status).toBe(201);
  return created.body.key;
}

describe('POST /api/workout-sessions/import-health/auto-export', () => {
  it('imports each workout once, in its category and units, and names the one it skipped', async () => {
    const me = await signUp();
    const key = await importKeyOf(me.token);
    const body = morningExport(`run-${me.user.id}`, `lift-${me.user.id}`);

    const first = await post(key, body);

    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      imported: 2,
      alreadyImported: 0,
      skipped: [{ index: 2, appleHealthId: `lift-${me.user.id}-broken`, message: expect.stringMatching(/^data\.workouts\[2\]: start is required: an ISO 8601 date and time with a time zone/) }],
    });
    const completed = await completedOf(me.token, me.user.id);
    const sessions = await Promise.all(completed.map(async ({ id }) => (await api('GET /api/workout-sessions/{id}', { token: me.token, params: { id } })).body));
    const byName = Object.fromEntries(sessions.map((session) => [session.name, session]));
    expect(byName['Outdoor Run']).toMatchObject({ duration: 45, health: { type: 'cardio', caloriesBurned: 413, appleHealthId: `run-${me.user.id}` } });
    expect(byName['Outdoor Run']!.health!.distance).toBeCloseTo(4.989, 3);
    expect(byName['Traditional Strength Training']).toMatchObject({ duration: 65, health: { type: 'strength', caloriesBurned: 300, distance: null } });

    const again = await post(key, body);

    expect(again.body).toMatchObject({ imported: 0, alreadyImported: 2 });
    expect(await completedOf(me.token, me.user.id)).toHaveLength(2);
  });

  it.each([
    ['a single workout instead of an export', { name: 'Run', start: at(6), end: at(7) }, /^data must hold a workouts list/],
    ['workouts that are not a list', { data: { workouts: 'none' } }, /^data\.workouts must be a list of workouts\.$/],
    [
      `more than ${MAX_AUTO_EXPORT_WORKOUTS} workouts`,
      { data: { workouts: Array.from({ length: MAX_AUTO_EXPORT_WORKOUTS + 1 }, () => ({})) } },
      new RegExp(`at most ${MAX_AUTO_EXPORT_WORKOUTS} workouts a request: export a shorter period\\.$`),
    ],
  ])('answers 400 for %s, importing nothing', async (_case, body, message) => {
    const me = await signUp();

    const result = await post(me.token, body);

    expect(result.status).toBe(400);
    expect(messageOf(result)).toMatch(message);
    expect(await completedOf(me.token, me.user.id)).toEqual([]);
  });
});
