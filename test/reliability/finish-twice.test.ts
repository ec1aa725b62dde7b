/**
 * Two tabs finishing one workout at the same moment (issue 13, suite 4): exactly one completed session, counted once.
 * On the shared test stack: nothing here breaks a dependency.
 */
import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api';

const SQUAT = 'Barbell_Squat';

describe('two tabs finish one workout at once', () => {
  it('leaves one completed session, counted once in the statistics; the second finish is a 409 or the same session', async () => {
    const me = await signUp();
    const started = await api('POST /api/workout-sessions', { token: me.token, body: { name: 'Two tabs', isActive: true } });
    expect(started.status).toBe(201);
    const sessionId = started.body.id;
    const set = await api('POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', {
      params: { id: sessionId, exerciseId: SQUAT },
      token: me.token,
      body: { weight: 10_000, reps: 5, isCompleted: true },
    });
    expect(set.status).toBe(201);

    const finish = () => {
      const now = new Date().toISOString();
      return api('PUT /api/workout-sessions/{id}', {
        params: { id: sessionId },
        token: me.token,
        body: { status: 'completed', endTime: now, completedAt: now, isActive: false },
      });
    };
    const answers = await Promise.all([finish(), finish()]);

    const described = JSON.stringify(answers.map((answer) => [answer.status, answer.body]));
    const successes = answers.filter((answer) => answer.status === 200);
    expect(successes.length, described).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status === 200) {
        expect(answer.body.id, described).toBe(sessionId);
        expect(answer.body.status, described).toBe('completed');
      } else {
        expect(answer.status, described).toBe(409);
        expect(answer.body, described).toEqual({ message: expect.any(String) });
      }
    }
    if (successes.length === 2) expect(successes[1]!.body.completedAt, described).toBe(successes[0]!.body.completedAt);

    const completed = await api('GET /api/users/{id}/completed-workouts', { params: { id: me.user.id }, token: me.token });
    expect(completed.status).toBe(200);
    expect(completed.body.map((session) => session.id)).toEqual([sessionId]);
    const statistics = await api('GET /api/users/{id}/statistics', { params: { id: me.user.id }, token: me.token });
    // 100 lb × 5, once.
    expect(statistics.body).toEqual({ totalWorkouts: 1, totalVolume: 500, thisWeekWorkouts: 1 });
    expect((await api('GET /api/workout-sessions/active', { token: me.token })).body).toBeNull();
  });
});
