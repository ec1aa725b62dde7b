/**
 * A valid request for every write route of shared/routes.ts (POST, PUT, PATCH), built against fresh accounts so each
 * call finds the state it needs. The abuse tests mutate these requests (over-long strings, control characters, fields
 * a caller must not set); a write route without an entry here fails them.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Notification } from '../../shared/api-types';
import { timeOrderedId } from '../../shared/ids';
import { callRaw, newSignup, signUp } from '../support/api';
import { pushService } from '../support/push-service';

export interface Account {
  token: string;
  password: string;
  user: { id: string; email: string };
}

export interface WriteRequest {
  token?: string;
  /** The concrete path, parameters filled in. */
  path: string;
  /** The route's path parameters with their values, so a test can replace one. */
  params: Record<string, string>;
  body?: Record<string, unknown>;
  /** GET paths (with the same token) whose answers must not show a forged field. */
  readBack: string[];
  /** Body fields people type, checked by the text rule (names, notes, messages ...). Dotted paths: `keyStats.0.name`. */
  textFields: string[];
  /** What a refusal of an over-long field may call it when not by its own name (`content` of a post is 'Posts'). */
  labels?: Record<string, RegExp>;
  /** Fields that this route may really set, left out of the forged set. */
  mayAlsoSet?: string[];
  /**
   * A batch route that answers a bad item in its report (200, the item in `skipped` with the reason naming the field)
   * rather than refusing the whole request: Health Auto Export's import (docs/decisions.md 100).
   */
  refusedInReport?: true;
}

type Build = () => Promise<WriteRequest>;

const EXERCISE = 'Barbell_Bench_Press_-_Medium_Grip';
const OTHER_EXERCISE = 'Barbell_Squat';
const enc = encodeURIComponent;

async function account(): Promise<Account> {
  return (await signUp()) as unknown as Account;
}

/**
 * The owner and the other person most requests use, signed up once: sign-ups hash a password, which the local stack
 * allows only a few of at a time. Requests that change a relation between two people (follow, block) use fresh ones.
 */
const sharedAccounts = new Map<'owner' | 'other' | 'stranger', Promise<Account>>();
export function shared(role: 'owner' | 'other' | 'stranger'): Promise<Account> {
  if (!sharedAccounts.has(role)) sharedAccounts.set(role, account());
  return sharedAccounts.get(role) as Promise<Account>;
}

async function expectOk<T = any>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const result = await callRaw<T>(method, path, { token, body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
  return result.body;
}

async function activeSession(owner: Account): Promise<{ id: string; setId: string }> {
  const session = await expectOk<{ id: string }>('POST', '/api/workout-sessions', owner.token, { name: 'Push Day' });
  const set = await expectOk<{ id: string }>('POST', `/api/workout-sessions/${session.id}/exercises/${enc(EXERCISE)}/sets`, owner.token, { weight: 10_000, reps: 5 });
  await expectOk('POST', `/api/workout-sessions/${session.id}/exercises/${enc(OTHER_EXERCISE)}/sets`, owner.token, { weight: 10_000, reps: 5 });
  return { id: session.id, setId: set.id };
}

async function postBy(author: Account, content = 'Leg day done') {
  return expectOk<{ id: string }>('POST', '/api/social-posts', author.token, { content });
}

async function followRequest(): Promise<{ owner: Account; requester: Account }> {
  const owner = await shared('owner');
  const requester = await account();
  await expectOk('PATCH', `/api/users/${owner.user.id}`, owner.token, { isPrivate: true });
  await expectOk('POST', `/api/users/${owner.user.id}/follow`, requester.token);
  return { owner, requester };
}

const profileOf = (owner: Account) => [`/api/users/${owner.user.id}`, '/api/auth/me'];
const exerciseEntry = { exerciseId: EXERCISE, sets: 3, reps: '8-10', restSeconds: 90, notes: 'Pause at the bottom' };
const hourAgo = () => new Date(Date.now() - 60 * 60_000).toISOString();

export const writeRequests: Record<string, Build> = {
  'POST /api/auth/signup': async () => ({
    path: '/api/auth/signup',
    params: {},
    body: newSignup(),
    readBack: [],
    textFields: ['displayName', 'email'],
  }),
  'POST /api/auth/login': async () => {
    const owner = await shared('owner');
    return { path: '/api/auth/login', params: {}, body: { email: owner.user.email, password: owner.password }, readBack: [], textFields: [] };
  },
  // These two end every session of the account (its tokens stop working): a fresh account each time, nothing to read back.
  'POST /api/auth/sign-out-everywhere': async () => {
    const owner = await account();
    return { token: owner.token, path: '/api/auth/sign-out-everywhere', params: {}, readBack: [], textFields: [] };
  },
  'POST /api/auth/change-password': async () => {
    const owner = await account();
    return {
      token: owner.token,
      path: '/api/auth/change-password',
      params: {},
      body: { currentPassword: owner.password, newPassword: 'deadlift-day-2' },
      readBack: [],
      textFields: [],
      labels: { currentPassword: /password/i, newPassword: /password/i },
    };
  },
  // Deletes the account (issue 12): a fresh account each time, nothing to read back.
  'POST /api/auth/delete-account': async () => {
    const owner = await account();
    return {
      token: owner.token,
      path: '/api/auth/delete-account',
      params: {},
      body: { password: owner.password },
      readBack: [],
      textFields: [],
      labels: { password: /password/i },
    };
  },
  'PUT /api/users/{id}': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: `/api/users/${owner.user.id}`,
      params: { id: owner.user.id },
      body: { displayName: 'Jo Lifter', bio: 'Lifts things.\nPuts them down.' },
      readBack: profileOf(owner),
      textFields: ['displayName', 'bio'],
    };
  },
  'PATCH /api/users/{id}': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: `/api/users/${owner.user.id}`,
      params: { id: owner.user.id },
      body: { displayName: 'Jo Lifter', bio: 'Lifts.', homeGym: 'Iron Temple', keyStats: [{ name: 'Squat', value: 140, unit: 'kg', isVisible: true }] },
      readBack: profileOf(owner),
      textFields: ['displayName', 'bio', 'homeGym', 'keyStats.0.name', 'keyStats.0.unit'],
    };
  },
  'POST /api/users/{id}/follow': async () => {
    const [owner, other] = [await shared('owner'), await account()];
    return { token: owner.token, path: `/api/users/${other.user.id}/follow`, params: { id: other.user.id }, readBack: profileOf(owner), textFields: [] };
  },
  'POST /api/follow-requests/{userId}/accept': async () => {
    const { owner, requester } = await followRequest();
    const path = `/api/follow-requests/${requester.user.id}/accept`;
    return { token: owner.token, path, params: { userId: requester.user.id }, readBack: profileOf(owner), textFields: [] };
  },
  'POST /api/follow-requests/{userId}/decline': async () => {
    const { owner, requester } = await followRequest();
    const path = `/api/follow-requests/${requester.user.id}/decline`;
    return { token: owner.token, path, params: { userId: requester.user.id }, readBack: profileOf(owner), textFields: [] };
  },
  'POST /api/users/{id}/block': async () => {
    const [owner, other] = [await shared('owner'), await account()];
    return { token: owner.token, path: `/api/users/${other.user.id}/block`, params: { id: other.user.id }, readBack: profileOf(owner), textFields: [] };
  },
  'POST /api/exercises': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/exercises',
      params: {},
      body: { name: 'Zercher Squat', category: 'Legs', equipment: 'Barbell', instructions: 'Bar in the elbows.\nSquat.' },
      readBack: ['/api/exercises'],
      textFields: ['name', 'instructions'],
      labels: { category: /muscle group/i },
    };
  },
  'POST /api/workout-sessions': async () => {
    const owner = await shared('owner');
    return { token: owner.token, path: '/api/workout-sessions', params: {}, body: { name: 'Push Day' }, readBack: ['/api/workout-sessions/active'], textFields: ['name'] };
  },
  'POST /api/workout-sessions/completed': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/workout-sessions/completed',
      params: {},
      body: { name: 'Early Pull', description: 'Felt strong.', startTime: hourAgo(), durationMinutes: 45, exercises: [{ exerciseId: EXERCISE, sets: [{ weight: 10_000, reps: 5 }] }] },
      readBack: [`/api/users/${owner.user.id}/completed-workouts`, ...profileOf(owner)],
      textFields: ['name', 'description'],
    };
  },
  'PUT /api/workout-sessions/{id}': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return { token: owner.token, path: `/api/workout-sessions/${session.id}`, params: { id: session.id }, body: { name: 'Renamed' }, readBack: [`/api/workout-sessions/${session.id}`], textFields: ['name'] };
  },
  'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return {
      token: owner.token,
      path: `/api/workout-sessions/${session.id}/exercises/${enc(EXERCISE)}/sets`,
      params: { id: session.id, exerciseId: EXERCISE },
      body: { weight: 10_000, reps: 5 },
      readBack: [`/api/workout-sets/session/${session.id}`],
      textFields: [],
    };
  },
  'PUT /api/workout-sessions/{id}/rest-alert': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return {
      token: owner.token,
      path: `/api/workout-sessions/${session.id}/rest-alert`,
      params: { id: session.id },
      body: { seconds: 90, exerciseId: EXERCISE },
      readBack: [`/api/workout-sessions/${session.id}`],
      textFields: [],
    };
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return {
      token: owner.token,
      path: `/api/workout-sessions/${session.id}/exercises/${enc(EXERCISE)}/move`,
      params: { id: session.id, exerciseId: EXERCISE },
      body: { direction: 'down' },
      readBack: [`/api/workout-sets/session/${session.id}`],
      textFields: [],
    };
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/note': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return {
      token: owner.token,
      path: `/api/workout-sessions/${session.id}/exercises/${enc(EXERCISE)}/note`,
      params: { id: session.id, exerciseId: EXERCISE },
      body: { note: 'Seat at 4' },
      readBack: [`/api/workout-sessions/${session.id}`],
      textFields: ['note'],
    };
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return {
      token: owner.token,
      path: `/api/workout-sessions/${session.id}/exercises/${enc(EXERCISE)}/superset`,
      params: { id: session.id, exerciseId: EXERCISE },
      body: { with: [OTHER_EXERCISE] },
      readBack: [`/api/workout-sessions/${session.id}`],
      textFields: [],
    };
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return {
      token: owner.token,
      path: `/api/workout-sessions/${session.id}/exercises/${enc(EXERCISE)}/replace`,
      params: { id: session.id, exerciseId: EXERCISE },
      body: { newExerciseId: 'Barbell_Deadlift' },
      readBack: [`/api/workout-sets/session/${session.id}`],
      textFields: [],
    };
  },
  'POST /api/workout-sets': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return {
      token: owner.token,
      path: '/api/workout-sets',
      params: {},
      body: { sessionId: session.id, exerciseId: EXERCISE, weight: 10_000, reps: 5 },
      readBack: [`/api/workout-sets/session/${session.id}`],
      textFields: [],
    };
  },
  'PATCH /api/workout-sets/{id}': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    return { token: owner.token, path: `/api/workout-sets/${session.setId}`, params: { id: session.setId }, body: { weight: 12_000 }, readBack: [`/api/workout-sets/session/${session.id}`], textFields: [] };
  },
  'PATCH /api/workout-sets/{id}/toggle-warmup': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    const path = `/api/workout-sets/${session.setId}/toggle-warmup`;
    return { token: owner.token, path, params: { id: session.setId }, readBack: [`/api/workout-sets/session/${session.id}`], textFields: [] };
  },
  'PATCH /api/workout-sets/{id}/toggle-completion': async () => {
    const owner = await shared('owner');
    const session = await activeSession(owner);
    const path = `/api/workout-sets/${session.setId}/toggle-completion`;
    return { token: owner.token, path, params: { id: session.setId }, readBack: [`/api/workout-sets/session/${session.id}`], textFields: [] };
  },
  'POST /api/plans': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/plans',
      params: {},
      body: { name: 'Strength Block', description: 'Four weeks.' },
      readBack: ['/api/plans/user'],
      textFields: ['name', 'description'],
      mayAlsoSet: ['isPublic'],
    };
  },
  'PUT /api/plans/{id}': async () => {
    const owner = await shared('owner');
    const plan = await expectOk<{ id: string }>('POST', '/api/plans', owner.token, { name: 'Strength Block' });
    return {
      token: owner.token,
      path: `/api/plans/${plan.id}`,
      params: { id: plan.id },
      body: { name: 'Hypertrophy Block', description: 'Six weeks.' },
      readBack: [`/api/plans/${plan.id}`],
      textFields: ['name', 'description'],
      mayAlsoSet: ['isPublic'],
    };
  },
  'POST /api/workout-plans': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/workout-plans',
      params: {},
      body: { name: 'Push Routine', description: 'Chest first.', exercises: [exerciseEntry] },
      readBack: ['/api/plans/user'],
      textFields: ['name', 'description', 'exercises.0.reps', 'exercises.0.notes'],
      mayAlsoSet: ['isPublic'],
    };
  },
  'PUT /api/workout-plans/{id}': async () => {
    const owner = await shared('owner');
    const routine = await expectOk<{ id: string }>('POST', '/api/workout-plans', owner.token, { name: 'Push Routine', exercises: [exerciseEntry] });
    return {
      token: owner.token,
      path: `/api/workout-plans/${routine.id}`,
      params: { id: routine.id },
      body: { name: 'Pull Routine', description: 'Back first.', exercises: [exerciseEntry] },
      readBack: [`/api/workout-plans/${routine.id}`],
      textFields: ['name', 'description', 'exercises.0.reps', 'exercises.0.notes'],
      mayAlsoSet: ['isPublic'],
    };
  },
  'PUT /api/workout-plans/{id}/folder': async () => {
    const owner = await shared('owner');
    const routine = await expectOk<{ id: string }>('POST', '/api/workout-plans', owner.token, { name: 'Push Routine', exercises: [exerciseEntry] });
    const folder = await expectOk<{ id: string }>('POST', '/api/routine-folders', owner.token, { id: timeOrderedId(), name: 'Push days' });
    return {
      token: owner.token,
      path: `/api/workout-plans/${routine.id}/folder`,
      params: { id: routine.id },
      body: { folderId: folder.id },
      readBack: ['/api/plans/user', '/api/routine-folders'],
      textFields: [],
    };
  },
  'POST /api/routine-folders': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/routine-folders',
      params: {},
      body: { id: timeOrderedId(), name: 'Leg days' },
      readBack: ['/api/routine-folders'],
      textFields: ['name'],
      mayAlsoSet: ['id'],
    };
  },
  'PUT /api/routine-folders/{id}': async () => {
    const owner = await shared('owner');
    const folder = await expectOk<{ id: string }>('POST', '/api/routine-folders', owner.token, { id: timeOrderedId(), name: 'Leg days' });
    return {
      token: owner.token,
      path: `/api/routine-folders/${folder.id}`,
      params: { id: folder.id },
      body: { name: 'Pull days' },
      readBack: ['/api/routine-folders'],
      textFields: ['name'],
    };
  },
  'POST /api/workouts': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/workouts',
      params: {},
      body: { name: 'Leg Day', description: 'Squat first.', exercises: [exerciseEntry] },
      readBack: ['/api/workouts/user'],
      textFields: ['name', 'description', 'exercises.0.reps', 'exercises.0.notes'],
      mayAlsoSet: ['isPublic'],
    };
  },
  'PUT /api/workouts/{id}': async () => {
    const owner = await shared('owner');
    const workout = await expectOk<{ id: string }>('POST', '/api/workouts', owner.token, { name: 'Leg Day' });
    return {
      token: owner.token,
      path: `/api/workouts/${workout.id}`,
      params: { id: workout.id },
      body: { name: 'Leg Day B', description: 'Deadlift first.', exercises: [exerciseEntry] },
      readBack: [`/api/workouts/${workout.id}`],
      textFields: ['name', 'description', 'exercises.0.reps', 'exercises.0.notes'],
      mayAlsoSet: ['isPublic'],
    };
  },
  'PUT /api/workouts/{id}/reorder': async () => {
    const owner = await shared('owner');
    const plan = await expectOk<{ id: string }>('POST', '/api/plans', owner.token, { name: 'Block' });
    await expectOk('POST', '/api/workouts', owner.token, { name: 'Day 1', planId: plan.id });
    const second = await expectOk<{ id: string }>('POST', '/api/workouts', owner.token, { name: 'Day 2', planId: plan.id });
    return { token: owner.token, path: `/api/workouts/${second.id}/reorder`, params: { id: second.id }, body: { direction: 'up' }, readBack: [`/api/plans/${plan.id}/workouts`], textFields: [] };
  },
  'POST /api/social-posts': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/social-posts',
      params: {},
      body: { content: 'New PR today!' },
      readBack: [`/api/social-posts/user/${owner.user.id}`, ...profileOf(owner)],
      textFields: ['content'],
      labels: { content: /post/i },
    };
  },
  'PUT /api/social-posts/{id}': async () => {
    const owner = await shared('owner');
    const post = await postBy(owner);
    return {
      token: owner.token,
      path: `/api/social-posts/${post.id}`,
      params: { id: post.id },
      body: { content: 'Edited' },
      readBack: [`/api/social-posts/${post.id}`],
      textFields: ['content'],
      labels: { content: /post/i },
    };
  },
  'POST /api/social-posts/{id}/like': async () => {
    const [owner, author] = [await shared('owner'), await shared('other')];
    const post = await postBy(author);
    return { token: owner.token, path: `/api/social-posts/${post.id}/like`, params: { id: post.id }, readBack: [`/api/social-posts/${post.id}`], textFields: [] };
  },
  'POST /api/social-posts/{id}/report': async () => {
    const [owner, author] = [await shared('owner'), await shared('other')];
    const post = await postBy(author);
    return { token: owner.token, path: `/api/social-posts/${post.id}/report`, params: { id: post.id }, body: { reason: 'spam', details: 'Sells powder' }, readBack: [`/api/social-posts/${post.id}`], textFields: ['details'] };
  },
  'POST /api/posts/{id}/comments': async () => {
    const [owner, author] = [await shared('owner'), await shared('other')];
    const post = await postBy(author);
    return {
      token: owner.token,
      path: `/api/posts/${post.id}/comments`,
      params: { id: post.id },
      body: { content: 'Strong!' },
      readBack: [`/api/posts/${post.id}/comments`, `/api/social-posts/${post.id}`],
      textFields: ['content'],
      labels: { content: /comment/i },
    };
  },
  'POST /api/posts/{id}/comments/{commentId}/report': async () => {
    const [owner, author] = [await shared('owner'), await shared('other')];
    const post = await postBy(author);
    const comment = await expectOk<{ id: string }>('POST', `/api/posts/${post.id}/comments`, author.token, { content: 'Thanks all' });
    return {
      token: owner.token,
      path: `/api/posts/${post.id}/comments/${comment.id}/report`,
      params: { id: post.id, commentId: comment.id },
      body: { reason: 'harassment', details: 'Rude' },
      readBack: [`/api/posts/${post.id}/comments`],
      textFields: ['details'],
    };
  },
  'POST /api/messages': async () => {
    const [owner, other] = [await shared('owner'), await account()];
    return {
      token: owner.token,
      path: '/api/messages',
      params: {},
      body: { receiverId: other.user.id, content: 'Gym at 6?' },
      readBack: [`/api/messages?withUserId=${other.user.id}`, '/api/messages'],
      textFields: ['content'],
      labels: { content: /message/i },
    };
  },
  'POST /api/workout-sessions/import-health/auto-export': async () => {
    const owner = await shared('owner');
    return {
      token: owner.token,
      path: '/api/workout-sessions/import-health/auto-export',
      params: {},
      body: {
        data: {
          workouts: [
            {
              id: `hae-${randomUUID()}`,
              name: 'Outdoor Run',
              start: '2026-11-20 07:00:00 -0800',
              end: '2026-11-20 07:45:00 -0800',
              duration: 2700,
              activeEnergyBurned: { qty: 412, units: 'kcal' },
              distance: { qty: 5, units: 'km' },
            },
          ],
        },
      },
      readBack: [`/api/users/${owner.user.id}/completed-workouts`],
      textFields: ['data.workouts.0.name'],
      refusedInReport: true,
    };
  },
  'POST /api/workout-sessions/import-health': async () => {
    const owner = await shared('owner');
    const start = Date.now() - 2 * 60 * 60_000;
    return {
      token: owner.token,
      path: '/api/workout-sessions/import-health',
      params: {},
      body: {
        name: 'Morning Run',
        type: 'cardio',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 30 * 60_000).toISOString(),
        appleHealthId: `hk-${owner.user.id}`,
        notes: 'Easy pace.',
      },
      readBack: [`/api/users/${owner.user.id}/completed-workouts`],
      textFields: ['name', 'notes'],
    };
  },
  'POST /api/workout-imports': async () => {
    const owner = await shared('owner');
    const start = Date.now() - 3 * 60 * 60_000;
    return {
      token: owner.token,
      path: '/api/workout-imports',
      params: {},
      body: {
        workouts: [
          {
            sourceId: `strong:${randomUUID().replace(/-/g, '')}`,
            name: 'Push Day',
            notes: 'Felt strong.',
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 45 * 60_000).toISOString(),
            exercises: [{ name: 'Bench Press (Barbell)', sets: [{ weight: 17_637, reps: 8, isWarmup: false }] }],
          },
        ],
      },
      readBack: [`/api/users/${owner.user.id}/completed-workouts`, '/api/workout-export'],
      textFields: ['workouts.0.name', 'workouts.0.notes', 'workouts.0.exercises.0.name'],
    };
  },
  'POST /api/health-import-keys': async () => {
    const owner = await shared('owner');
    return { token: owner.token, path: '/api/health-import-keys', params: {}, body: { name: 'My iPhone' }, readBack: ['/api/health-import-keys'], textFields: ['name'] };
  },
  'POST /api/media/uploads': async () => {
    const owner = await shared('owner');
    return { token: owner.token, path: '/api/media/uploads', params: {}, body: { purpose: 'post', contentType: 'image/jpeg' }, readBack: [], textFields: [] };
  },
  'PUT /api/notifications/{id}/read': async () => {
    const [owner, follower] = [await shared('owner'), await account()];
    await expectOk('POST', `/api/users/${owner.user.id}/follow`, follower.token);
    const [notification] = await expectOk<Notification[]>('GET', '/api/notifications', owner.token);
    if (!notification) throw new Error('the follow made no notification');
    const path = `/api/notifications/${notification.id}/read`;
    return { token: owner.token, path, params: { id: notification.id }, readBack: ['/api/notifications'], textFields: [] };
  },
  'PUT /api/push/subscriptions': async () => {
    const owner = await shared('owner');
    const { endpoint, keys } = await pushService().subscribe();
    return { token: owner.token, path: '/api/push/subscriptions', params: {}, body: { endpoint, keys, label: 'My phone' }, readBack: ['/api/push/subscriptions'], textFields: ['label'],
      // zod names a key with digits in it as it is (the check squashes names to letters); the label by what it is.
      labels: { p256dh: /keys\.p256dh/, label: /device's name/ },
    };
  },
  'PATCH /api/push/subscriptions/{id}': async () => {
    const owner = await shared('owner');
    const { endpoint, keys } = await pushService().subscribe();
    const device = await expectOk<{ id: string }>('PUT', '/api/push/subscriptions', owner.token, { endpoint, keys });
    const path = `/api/push/subscriptions/${device.id}`;
    return { token: owner.token, path, params: { id: device.id }, body: { kinds: { likes: false } }, readBack: ['/api/push/subscriptions'], textFields: [] };
  },
  'PUT /api/notifications/mark-all-read/{userId}': async () => {
    const owner = await shared('owner');
    const path = `/api/notifications/mark-all-read/${owner.user.id}`;
    return { token: owner.token, path, params: { userId: owner.user.id }, readBack: ['/api/notifications'], textFields: [] };
  },
};

/** The path with one parameter replaced (the others as the request had them). */
export function pathWith(routePath: string, params: Record<string, string>): string {
  return routePath.replace(/\{(\w+)\}/g, (_match, name: string) => enc(params[name] ?? ''));
}

/** Every string leaf of a body, as a dotted path (`exercises.0.reps`). */
export function stringFields(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringFields(item, prefix ? `${prefix}.${index}` : String(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringFields(item, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** A deep copy of `body` with the field at a dotted path set to `replacement`. */
export function withField(body: Record<string, unknown>, path: string, replacement: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: any = copy;
  for (const key of keys.slice(0, -1)) target = target[key];
  target[keys.at(-1) as string] = replacement;
  return copy;
}
