/**
 * Business metrics (issue 14, docs/decisions.md 51): the endpoints that finish a workout, log a set, create a post or
 * sign someone up each emit one count as an embedded metric line, flushed at the end of that invocation. The handlers
 * run in this process (the exports Lambda runs) with metrics switched on, and their stdout is read as CloudWatch would.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from '../../functions/lib/observability/captured-output';
import { METRICS_NAMESPACE } from '../../functions/lib/observability/names';
import { newSignup } from '../support/api';
import { countedApi } from '../support/counted-api';
import { useLocalStackForFunctions } from '../support/functions-env';
import { EXERCISES } from './sessions/helpers';

useLocalStackForFunctions();
// The local stack switches embedded metrics off for a readable terminal; this file reads them.
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
const sessions = await countedApi('sessions');
const social = await countedApi('social');
const auth = await countedApi('auth');

afterEach(() => vi.restoreAllMocks());

/** The metric names of the embedded metric lines written during `call`, in the SocialFitness namespace. */
async function metricsOf(call: () => Promise<{ status: number }>, expectedStatus: number): Promise<Record<string, number>> {
  const output = captureOutput();
  let result: { status: number };
  try {
    result = await call();
  } finally {
    vi.restoreAllMocks();
  }
  expect(result.status).toBe(expectedStatus);
  const counts: Record<string, number> = {};
  for (const line of output.metricLines()) {
    for (const directive of line._aws.CloudWatchMetrics) {
      expect(directive.Namespace).toBe(METRICS_NAMESPACE);
      for (const metric of directive.Metrics) {
        expect(metric.Unit).toBe('Count');
        const values = [line[metric.Name]].flat() as number[];
        counts[metric.Name] = (counts[metric.Name] ?? 0) + values.reduce((sum, value) => sum + value, 0);
      }
    }
  }
  return counts;
}

describe('business metrics', () => {
  it('counts a logged set and a finished workout, and a second finish of the same workout counts nothing', async () => {
    const token = await sessions.issueToken(randomUUID());
    const started = await sessions.invoke(token, 'POST /api/workout-sessions', { body: { name: 'Metrics day', isActive: true } });
    expect(started.status).toBe(201);
    const id = started.body.id as string;

    expect(await metricsOf(() => sessions.invoke(token, 'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets', { params: { id, exerciseId: EXERCISES.bench.id }, body: { weight: 10_000, reps: 5, isCompleted: true } }), 201)).toEqual({
      SetsLogged: 1,
    });
    expect(await metricsOf(() => sessions.invoke(token, 'PUT /api/workout-sessions/{id}', { params: { id }, body: { status: 'completed' } }), 200)).toEqual({ WorkoutsFinished: 1 });
    expect(await metricsOf(() => sessions.invoke(token, 'PUT /api/workout-sessions/{id}', { params: { id }, body: { status: 'completed' } }), 200)).toEqual({});
  });

  it('counts nothing for a read', async () => {
    const token = await sessions.issueToken(randomUUID());
    expect(await metricsOf(() => sessions.invoke(token, 'GET /api/workout-sessions/active'), 200)).toEqual({});
  });

  it('counts a created post', async () => {
    const token = await social.issueToken(randomUUID());
    expect(await metricsOf(() => social.invoke(token, 'POST /api/social-posts', { body: { content: 'Deadlift PR today' } }), 201)).toEqual({ PostsCreated: 1 });
  });

  it('counts a sign-up, and not a refused one', async () => {
    const signup = newSignup();
    expect(await metricsOf(() => auth.invoke('', 'POST /api/auth/signup', { body: signup }), 201)).toEqual({ SignUps: 1 });
    expect(await metricsOf(() => auth.invoke('', 'POST /api/auth/signup', { body: signup }), 409)).toEqual({});
  });
});
