import type { RouteKey } from '../../shared/routes';
import type { Account } from '../api/follows-helpers';
import { EXERCISES } from '../api/sessions/helpers';
import type { World } from './authz-world';

/** One request of the matrix; `as` picks the caller (the intruder unless said otherwise). */
export interface Probe {
  path: string;
  body?: unknown;
  as?: (world: World) => Account;
}

/**
 * A second person's attempt on someone else's resource (or their private data): it answers one of `refusedWith`
 * and the owner's `readBack` (a GET as the owner, or as `readBackAs`) answers the same before and after.
 */
export interface Intrusion {
  name: string;
  probe: (world: World) => Probe;
  refusedWith: readonly number[];
  readBack?: (world: World) => Probe;
}

/** A read of someone else's data the spec allows: asserted separately so the matrix never demands a 404 there. */
export interface AllowedRead {
  name: string;
  probe: (world: World) => Probe;
  /** Ids or texts the answer must NOT contain (the owner's private data next to what may be shown). */
  mustNotReveal?: (world: World) => string[];
}

/** A route that acts only on the caller's own data: the intruder's answer must not reveal the owner's. */
export interface CallerScoped {
  name: string;
  probe: (world: World) => Probe;
  mustNotReveal: (world: World) => string[];
}

export type MatrixEntry =
  | { public: string }
  | {
      /** How the route keeps to the caller's rights, in one sentence. */
      protection: string;
      intrusions?: Intrusion[];
      allowedReads?: AllowedRead[];
      callerScoped?: CallerScoped[];
    };

/** 'METHOD /path' of each route of the table. */
export type ExactRouteKey = RouteKey;

const EITHER = [403, 404] as const;
const NOT_FOUND = [404] as const;
const FORBIDDEN = [403] as const;

const asOwner = (world: World) => world.owner;
const asPrivateOwner = (world: World) => world.privateOwner;
const asStranger = (world: World) => world.stranger;

// The owner's read-backs.
const ownerSession = (w: World): Probe => ({ path: `/api/workout-sessions/${w.activeSession.id}`, as: asOwner });
const ownerSets = (w: World): Probe => ({ path: `/api/workout-sets/session/${w.activeSession.id}`, as: asOwner });
const ownerCompleted = (w: World): Probe => ({ path: `/api/workout-sessions/${w.completedSession.id}`, as: asOwner });
const ownerProfile = (w: World): Probe => ({ path: `/api/users/${w.owner.user.id}`, as: asOwner });
const ownerPrivatePlan = (w: World): Probe => ({ path: `/api/workout-plans/${w.privatePlan.id}`, as: asOwner });
const ownerPublicPlan = (w: World): Probe => ({ path: `/api/workout-plans/${w.publicPlan.id}`, as: asOwner });
const ownerRoutine = (w: World): Probe => ({ path: `/api/workout-plans/${w.privateRoutine.id}`, as: asOwner });
const ownerFolders = (): Probe => ({ path: '/api/routine-folders', as: asOwner });
const ownerWorkout = (w: World): Probe => ({ path: `/api/workouts/${w.workoutInPrivatePlan.id}`, as: asOwner });
const ownerPost = (w: World): Probe => ({ path: `/api/social-posts/${w.post.id}`, as: asOwner });
const ownerComments = (w: World): Probe => ({ path: `/api/posts/${w.post.id}/comments`, as: asOwner });
const privatePostReadBack = (w: World): Probe => ({ path: `/api/social-posts/${w.privatePost.id}`, as: asPrivateOwner });
const privateCommentsReadBack = (w: World): Probe => ({ path: `/api/posts/${w.privatePost.id}/comments`, as: asPrivateOwner });
const ownerNotifications = (): Probe => ({ path: '/api/notifications?limit=50', as: asOwner });
const ownerPushDevices = (): Probe => ({ path: '/api/push/subscriptions', as: asOwner });
const ownerImportKeys = (): Probe => ({ path: '/api/health-import-keys', as: asOwner });
const ownerBlocks = (): Probe => ({ path: '/api/blocks', as: asOwner });
const privateOwnerRequests = (): Probe => ({ path: '/api/follow-requests', as: asPrivateOwner });
const ownerFollowers = (w: World): Probe => ({ path: `/api/users/${w.owner.user.id}/followers`, as: asOwner });

const ownerSessionIds = (w: World) => [w.activeSession.id, w.completedSession.id];
const ownerPlanIds = (w: World) => [w.privatePlan.id, w.publicPlan.id, w.privateRoutine.id];

/**
 * The authorization matrix: every route of shared/routes.ts, keyed by 'METHOD /path'. A route missing here, or an
 * entry naming a route that no longer exists, fails the test: a new route must say how it is protected.
 */
export const matrix: Record<ExactRouteKey, MatrixEntry> = {
  'GET /api/health': { public: 'Liveness for monitors and the local runner; answers no personal data.' },
  'GET /api/openapi.json': { public: 'The API description (docs/openapi.json), the same for everyone; answers no personal data.' },
  'POST /api/auth/signup': { public: 'Creating an account is how a person gets a token.' },
  'POST /api/auth/login': { public: 'Signing in is how a person gets a token.' },
  'GET /api/auth/me': {
    protection: "Answers the token's own person.",
    callerScoped: [{ name: 'me is the caller', probe: () => ({ path: '/api/auth/me' }), mustNotReveal: (w) => [w.owner.user.id, w.owner.user.email] }],
  },

  // Neither is probed by the intruder here: either would end the intruder's own sessions, which the other probes use.
  'POST /api/auth/sign-out-everywhere': { protection: "Revokes the token's own person's tokens; nothing in the request names anyone else." },
  'POST /api/auth/change-password': { protection: "Changes the token's own person's password, and only with their current password." },
  'POST /api/auth/delete-account': { protection: "Deletes the token's own person's account, and only with their password (issue 12)." },

  'GET /api/users/search': {
    protection: 'Searches public profile fields; emails are never in the answer.',
    allowedReads: [
      { name: 'finds the owner by username without the email', probe: (w) => ({ path: `/api/users/search?q=${w.owner.user.username}` }), mustNotReveal: (w) => [w.owner.user.email] },
    ],
  },
  'GET /api/users/{id}': {
    protection: "Anyone signed in sees a profile; a private account's content is not in it.",
    allowedReads: [
      { name: "a public person's profile, without the email", probe: (w) => ({ path: `/api/users/${w.owner.user.id}` }), mustNotReveal: (w) => [w.owner.user.email] },
      { name: "a private person's profile, without the email", probe: (w) => ({ path: `/api/users/${w.privateOwner.user.id}` }), mustNotReveal: (w) => [w.privateOwner.user.email] },
    ],
  },
  'PUT /api/users/{id}': {
    protection: 'Only the caller\'s own profile can be edited (403 "own profile only").',
    intrusions: [
      {
        name: "replaces the owner's profile",
        probe: (w) => ({ path: `/api/users/${w.owner.user.id}`, body: { displayName: 'Hacked', bio: 'pwned', email: 'attacker@example.com' } }),
        refusedWith: EITHER,
        readBack: ownerProfile,
      },
    ],
  },
  'PATCH /api/users/{id}': {
    protection: 'Only the caller\'s own profile can be edited (403 "own profile only").',
    intrusions: [
      { name: "makes the owner's account private", probe: (w) => ({ path: `/api/users/${w.owner.user.id}`, body: { isPrivate: true } }), refusedWith: EITHER, readBack: ownerProfile },
      { name: "renames the owner", probe: (w) => ({ path: `/api/users/${w.owner.user.id}`, body: { displayName: 'Hacked' } }), refusedWith: EITHER, readBack: ownerProfile },
    ],
  },

  'GET /api/follows/counts': { protection: "The caller's own counts." },
  'GET /api/users/{id}/follows/counts': {
    protection: 'Counts are shown on every profile, private ones included.',
    allowedReads: [{ name: "a public person's counts", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/follows/counts` }) }],
  },
  'GET /api/users/{id}/is-following': {
    protection: 'Whether the caller follows someone: about the caller only.',
    allowedReads: [{ name: 'whether the intruder follows the owner', probe: (w) => ({ path: `/api/users/${w.owner.user.id}/is-following` }) }],
  },
  'GET /api/users/{id}/follow-status': {
    protection: 'Where the caller stands with someone: about the caller only.',
    allowedReads: [{ name: 'where the intruder stands with the private owner', probe: (w) => ({ path: `/api/users/${w.privateOwner.user.id}/follow-status` }) }],
  },
  'POST /api/users/{id}/follow': {
    protection: 'The follower is always the caller; a private account gets a request it answers itself; a block hides the person (404).',
    intrusions: [
      { name: 'follows a person who blocked them', probe: (w) => ({ path: `/api/users/${w.owner.user.id}/follow`, as: asPrivateOwner }), refusedWith: EITHER, readBack: ownerFollowers },
    ],
  },
  'DELETE /api/users/{id}/unfollow': {
    protection: "The follower is always the caller: nobody can remove another person's follow.",
    intrusions: [
      {
        name: "unfollowing the owner removes no one else's follow",
        probe: (w) => ({ path: `/api/users/${w.owner.user.id}/unfollow` }),
        refusedWith: [200, 404],
        readBack: ownerFollowers,
      },
    ],
  },
  'GET /api/users/{id}/followers': {
    protection: "A private account's lists are for its followers (403).",
    intrusions: [{ name: "lists a private person's followers", probe: (w) => ({ path: `/api/users/${w.privateOwner.user.id}/followers` }), refusedWith: EITHER }],
    allowedReads: [{ name: "a public person's followers", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/followers` }) }],
  },
  'GET /api/users/{id}/following': {
    protection: "A private account's lists are for its followers (403).",
    intrusions: [{ name: "lists whom a private person follows", probe: (w) => ({ path: `/api/users/${w.privateOwner.user.id}/following` }), refusedWith: EITHER }],
    allowedReads: [{ name: 'whom a public person follows', probe: (w) => ({ path: `/api/users/${w.friend.user.id}/following` }) }],
  },
  'GET /api/users/suggestions': { protection: 'Suggestions for the caller, from public accounts.' },
  'GET /api/follow-requests': {
    protection: 'Requests addressed to the caller.',
    callerScoped: [{ name: "does not list the private owner's requests", probe: () => ({ path: '/api/follow-requests' }), mustNotReveal: (w) => [w.friend.user.id] }],
  },
  'POST /api/follow-requests/{userId}/accept': {
    protection: 'Answers a request addressed to the caller; another person\'s request is "not found".',
    intrusions: [
      { name: "accepts the friend's request to the private owner", probe: (w) => ({ path: `/api/follow-requests/${w.friend.user.id}/accept` }), refusedWith: NOT_FOUND, readBack: privateOwnerRequests },
    ],
  },
  'POST /api/follow-requests/{userId}/decline': {
    protection: 'Answers a request addressed to the caller; another person\'s request is "not found".',
    intrusions: [
      { name: "declines the friend's request to the private owner", probe: (w) => ({ path: `/api/follow-requests/${w.friend.user.id}/decline` }), refusedWith: NOT_FOUND, readBack: privateOwnerRequests },
    ],
  },
  'GET /api/blocks': {
    protection: "The caller's own blocks.",
    callerScoped: [{ name: "does not list the owner's blocks", probe: () => ({ path: '/api/blocks' }), mustNotReveal: (w) => [w.privateOwner.user.id] }],
  },
  'POST /api/users/{id}/block': { protection: 'The blocker is always the caller.' },
  'DELETE /api/users/{id}/block': {
    protection: "The blocker is always the caller: nobody can lift another person's block.",
    intrusions: [
      { name: "lifts the owner's block of the private owner", probe: (w) => ({ path: `/api/users/${w.privateOwner.user.id}/block` }), refusedWith: [204, 404], readBack: ownerBlocks },
    ],
  },

  'GET /api/exercises': {
    protection: "The catalogue and the caller's own custom exercises.",
    callerScoped: [{ name: "does not list the owner's custom exercise", probe: () => ({ path: '/api/exercises' }), mustNotReveal: (w) => [w.customExercise.id] }],
  },
  'POST /api/exercises': { protection: 'A custom exercise belongs to the caller.' },

  'GET /api/workout-sessions/active': {
    protection: "The caller's own active session.",
    callerScoped: [{ name: "does not answer the owner's", probe: () => ({ path: '/api/workout-sessions/active' }), mustNotReveal: ownerSessionIds }],
  },
  'GET /api/workout-sessions/current': {
    protection: "The caller's own active session.",
    callerScoped: [{ name: "does not answer the owner's", probe: () => ({ path: '/api/workout-sessions/current' }), mustNotReveal: ownerSessionIds }],
  },
  'POST /api/workout-sessions': {
    protection: 'Starts the caller\'s session; a routine or workout to start from must be the caller\'s or readable by them (404).',
    intrusions: [
      { name: "starts from the owner's private routine", probe: (w) => ({ path: '/api/workout-sessions', body: { workoutPlanId: w.privateRoutine.id }, as: asStranger }), refusedWith: NOT_FOUND },
      { name: "starts from a workout of the owner's private plan", probe: (w) => ({ path: '/api/workout-sessions', body: { workoutId: w.workoutInPrivatePlan.id }, as: asStranger }), refusedWith: NOT_FOUND },
    ],
  },
  'POST /api/workout-sessions/completed': {
    protection: "Logs the caller's workout; its exercises are the catalogue's or the caller's own (404).",
    intrusions: [
      {
        name: "logs a workout with the owner's custom exercise",
        probe: (w) => ({
          path: '/api/workout-sessions/completed',
          body: { startTime: new Date(Date.now() - 3600_000).toISOString(), durationMinutes: 30, exercises: [{ exerciseId: w.customExercise.id, sets: [{ weight: 100, reps: 5 }] }] },
        }),
        refusedWith: NOT_FOUND,
      },
    ],
  },
  'GET /api/workout-sessions/{id}': {
    protection: "Only the owner's session; another person's is 404.",
    intrusions: [
      { name: "reads the owner's active session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}` }), refusedWith: NOT_FOUND },
      { name: "reads the owner's finished session", probe: (w) => ({ path: `/api/workout-sessions/${w.completedSession.id}` }), refusedWith: NOT_FOUND },
    ],
  },
  'PUT /api/workout-sessions/{id}': {
    protection: "Only the owner's session; another person's is 404.",
    intrusions: [
      { name: "renames the owner's session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}`, body: { name: 'Hacked' } }), refusedWith: NOT_FOUND, readBack: ownerSession },
      {
        name: "finishes the owner's session",
        probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}`, body: { status: 'completed', isActive: false } }),
        refusedWith: NOT_FOUND,
        readBack: ownerSession,
      },
      { name: "renames the owner's finished session", probe: (w) => ({ path: `/api/workout-sessions/${w.completedSession.id}`, body: { name: 'Hacked' } }), refusedWith: NOT_FOUND, readBack: ownerCompleted },
    ],
  },
  'DELETE /api/workout-sessions/{id}': {
    protection: "Only the owner's session; another person's is 404.",
    intrusions: [
      { name: "discards the owner's active session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}` }), refusedWith: NOT_FOUND, readBack: ownerSession },
      { name: "deletes the owner's finished session", probe: (w) => ({ path: `/api/workout-sessions/${w.completedSession.id}` }), refusedWith: NOT_FOUND, readBack: ownerCompleted },
    ],
  },
  'PUT /api/workout-sessions/{id}/rest-alert': {
    protection: "Only on the caller's running session (404); the alert and its push are the caller's.",
    intrusions: [
      { name: "schedules a rest alert on the owner's session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/rest-alert`, body: { seconds: 60 } }), refusedWith: NOT_FOUND, readBack: ownerSession },
    ],
  },
  'DELETE /api/workout-sessions/{id}/rest-alert': {
    protection: "Only on the caller's session (404); it cancels the caller's own alert.",
    intrusions: [{ name: "cancels the owner's rest alert", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/rest-alert` }), refusedWith: NOT_FOUND, readBack: ownerSession }],
  },
  'POST /api/workout-sessions/{id}/exercises/{exerciseId}/sets': {
    protection: "Only into the caller's session, with a catalogue exercise or the caller's own (404).",
    intrusions: [
      { name: "adds a set to the owner's session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/exercises/${EXERCISES.bench.id}/sets`, body: {} }), refusedWith: NOT_FOUND, readBack: ownerSets },
      { name: "adds the owner's custom exercise to the intruder's session", probe: (w) => ({ path: `/api/workout-sessions/${w.intruderSession.id}/exercises/${w.customExercise.id}/sets`, body: {} }), refusedWith: NOT_FOUND },
    ],
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/move': {
    protection: "Only the caller's session (404).",
    intrusions: [
      { name: "moves an exercise of the owner's session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/exercises/${w.customExercise.id}/move`, body: { direction: 'up' } }), refusedWith: NOT_FOUND, readBack: ownerSession },
    ],
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/note': {
    protection: "Only the caller's session (404).",
    intrusions: [
      { name: "writes a note on the owner's session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/exercises/${EXERCISES.bench.id}/note`, body: { note: 'mine now' } }), refusedWith: NOT_FOUND, readBack: ownerSession },
    ],
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/superset': {
    protection: "Only the caller's session (404).",
    intrusions: [
      { name: "groups exercises of the owner's session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/exercises/${EXERCISES.bench.id}/superset`, body: { with: [w.customExercise.id] } }), refusedWith: NOT_FOUND, readBack: ownerSession },
    ],
  },
  'PUT /api/workout-sessions/{id}/exercises/{exerciseId}/replace': {
    protection: "Only the caller's session, with a catalogue exercise or the caller's own (404).",
    intrusions: [
      {
        name: "replaces an exercise of the owner's session",
        probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/exercises/${EXERCISES.bench.id}/replace`, body: { newExerciseId: EXERCISES.deadlift.id } }),
        refusedWith: NOT_FOUND,
        readBack: ownerSets,
      },
      {
        name: "puts the owner's custom exercise into the intruder's session",
        probe: (w) => ({ path: `/api/workout-sessions/${w.intruderSession.id}/exercises/${EXERCISES.curl.id}/replace`, body: { newExerciseId: w.customExercise.id } }),
        refusedWith: NOT_FOUND,
      },
    ],
  },
  'DELETE /api/workout-sessions/{id}/exercises/{exerciseId}': {
    protection: "Only the caller's session (404).",
    intrusions: [
      { name: "removes an exercise from the owner's session", probe: (w) => ({ path: `/api/workout-sessions/${w.activeSession.id}/exercises/${EXERCISES.bench.id}` }), refusedWith: NOT_FOUND, readBack: ownerSets },
    ],
  },
  'GET /api/workout-sets/session/{sessionId}': {
    protection: "Only the caller's session (404).",
    intrusions: [{ name: "lists the owner's sets", probe: (w) => ({ path: `/api/workout-sets/session/${w.activeSession.id}` }), refusedWith: NOT_FOUND }],
  },
  'POST /api/workout-sets': {
    protection: "Only into the caller's session, with a catalogue exercise or the caller's own (404).",
    intrusions: [
      { name: "adds a set to the owner's session", probe: (w) => ({ path: '/api/workout-sets', body: { sessionId: w.activeSession.id, exerciseId: EXERCISES.bench.id } }), refusedWith: NOT_FOUND, readBack: ownerSets },
      { name: "adds the owner's custom exercise to the intruder's session", probe: (w) => ({ path: '/api/workout-sets', body: { sessionId: w.intruderSession.id, exerciseId: w.customExercise.id } }), refusedWith: NOT_FOUND },
    ],
  },
  'PATCH /api/workout-sets/{id}': {
    protection: "Only a set of the caller's session (404).",
    intrusions: [{ name: "changes the owner's set", probe: (w) => ({ path: `/api/workout-sets/${w.activeSet.id}`, body: { weight: 1, reps: 1 } }), refusedWith: NOT_FOUND, readBack: ownerSets }],
  },
  'DELETE /api/workout-sets/{id}': {
    protection: "Only a set of the caller's session (404).",
    intrusions: [{ name: "deletes the owner's set", probe: (w) => ({ path: `/api/workout-sets/${w.activeSet.id}` }), refusedWith: NOT_FOUND, readBack: ownerSets }],
  },
  'PATCH /api/workout-sets/{id}/toggle-warmup': {
    protection: "Only a set of the caller's session (404).",
    intrusions: [{ name: "toggles the owner's set", probe: (w) => ({ path: `/api/workout-sets/${w.activeSet.id}/toggle-warmup` }), refusedWith: NOT_FOUND, readBack: ownerSets }],
  },
  'PATCH /api/workout-sets/{id}/toggle-completion': {
    protection: "Only a set of the caller's session (404).",
    intrusions: [{ name: "toggles the owner's set", probe: (w) => ({ path: `/api/workout-sets/${w.activeSet.id}/toggle-completion` }), refusedWith: NOT_FOUND, readBack: ownerSets }],
  },
  'GET /api/users/{id}/completed-workouts': {
    protection: 'Only one\'s own history (403 "your own workouts").',
    intrusions: [{ name: "lists the owner's finished workouts", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/completed-workouts` }), refusedWith: EITHER }],
  },
  'GET /api/users/{id}/statistics': {
    protection: "Another person's total only, when their content is visible; weekly numbers are one's own (403).",
    intrusions: [
      { name: "reads a private person's statistics", probe: (w) => ({ path: `/api/users/${w.privateOwner.user.id}/statistics` }), refusedWith: EITHER },
      { name: "reads the owner's weekly statistics", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/statistics?weekStart=2025-01-06` }), refusedWith: EITHER },
    ],
    allowedReads: [{ name: "a public person's total", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/statistics` }) }],
  },
  'GET /api/users/{id}/exercises/{exerciseId}/history': {
    protection: 'Oneself only: anyone else is "user not found".',
    intrusions: [{ name: "reads the owner's squat history", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/exercises/${EXERCISES.squat.id}/history` }), refusedWith: NOT_FOUND }],
  },
  'GET /api/users/{id}/exercises/{exerciseId}/records': {
    protection: 'Oneself only: anyone else is "user not found".',
    intrusions: [{ name: "reads the owner's squat records", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/exercises/${EXERCISES.squat.id}/records` }), refusedWith: NOT_FOUND }],
  },
  'GET /api/users/{id}/training-days': {
    protection: 'Oneself only: anyone else is "user not found".',
    intrusions: [{ name: "reads the owner's training days", probe: (w) => ({ path: `/api/users/${w.owner.user.id}/training-days?month=${new Date().toISOString().slice(0, 7)}` }), refusedWith: NOT_FOUND }],
  },
  'GET /api/workout-export': {
    protection: "The caller's own completed workouts only (the owner is the token's user; there is no id to name another).",
    callerScoped: [{ name: "does not export the owner's workouts", probe: () => ({ path: '/api/workout-export?limit=20' }), mustNotReveal: ownerSessionIds }],
  },
  'POST /api/workout-imports': {
    protection: "Imports into the caller's account; names match only the catalogue and the caller's own exercises (else a new custom one of the caller's).",
  },

  'GET /api/plans/user': {
    protection: "The caller's own plans.",
    callerScoped: [{ name: "does not list the owner's plans", probe: () => ({ path: '/api/plans/user' }), mustNotReveal: ownerPlanIds }],
  },
  'POST /api/plans': { protection: 'A plan belongs to the caller.' },
  'GET /api/plans/{id}': {
    protection: "The owner's plan, or a public plan of an account whose content the caller sees (else 404).",
    intrusions: [{ name: "reads the owner's private plan", probe: (w) => ({ path: `/api/plans/${w.privatePlan.id}` }), refusedWith: NOT_FOUND }],
    allowedReads: [{ name: "the owner's public plan", probe: (w) => ({ path: `/api/plans/${w.publicPlan.id}` }) }],
  },
  'PUT /api/plans/{id}': {
    protection: "Only the owner's plan, public or not (404).",
    intrusions: [
      { name: "renames the owner's private plan", probe: (w) => ({ path: `/api/plans/${w.privatePlan.id}`, body: { name: 'Hacked' } }), refusedWith: NOT_FOUND, readBack: ownerPrivatePlan },
      { name: "renames the owner's public plan", probe: (w) => ({ path: `/api/plans/${w.publicPlan.id}`, body: { name: 'Hacked', isPublic: true } }), refusedWith: NOT_FOUND, readBack: ownerPublicPlan },
    ],
  },
  'DELETE /api/plans/{id}': {
    protection: "Only the owner's plan, public or not (404).",
    intrusions: [
      { name: "deletes the owner's private plan", probe: (w) => ({ path: `/api/plans/${w.privatePlan.id}` }), refusedWith: NOT_FOUND, readBack: ownerPrivatePlan },
      { name: "deletes the owner's public plan", probe: (w) => ({ path: `/api/plans/${w.publicPlan.id}` }), refusedWith: NOT_FOUND, readBack: ownerPublicPlan },
    ],
  },
  'GET /api/plans/{id}/workouts': {
    protection: "The owner's plan, or a public plan of an account whose content the caller sees (else 404).",
    intrusions: [{ name: "lists the owner's private plan's workouts", probe: (w) => ({ path: `/api/plans/${w.privatePlan.id}/workouts` }), refusedWith: NOT_FOUND }],
    allowedReads: [{ name: "the owner's public plan's workouts", probe: (w) => ({ path: `/api/plans/${w.publicPlan.id}/workouts` }) }],
  },
  'POST /api/workout-plans': {
    protection: "A routine belongs to the caller; its exercises are the catalogue's or the caller's own (404).",
    intrusions: [
      { name: "builds a routine with the owner's custom exercise", probe: (w) => ({ path: '/api/workout-plans', body: { name: 'Stolen', exercises: [{ exerciseId: w.customExercise.id }] } }), refusedWith: NOT_FOUND },
    ],
  },
  'GET /api/workout-plans/{id}': {
    protection: "The owner's routine, or a public one of an account whose content the caller sees (else 404).",
    intrusions: [
      { name: "reads the owner's private routine", probe: (w) => ({ path: `/api/workout-plans/${w.privateRoutine.id}` }), refusedWith: NOT_FOUND },
      { name: "reads the owner's private plan as a routine", probe: (w) => ({ path: `/api/workout-plans/${w.privatePlan.id}` }), refusedWith: NOT_FOUND },
    ],
    allowedReads: [{ name: "the owner's public plan", probe: (w) => ({ path: `/api/workout-plans/${w.publicPlan.id}` }) }],
  },
  'PUT /api/workout-plans/{id}': {
    protection: "Only the owner's routine (404).",
    intrusions: [
      { name: "rewrites the owner's routine", probe: (w) => ({ path: `/api/workout-plans/${w.privateRoutine.id}`, body: { name: 'Hacked', exercises: [] } }), refusedWith: NOT_FOUND, readBack: ownerRoutine },
    ],
  },
  'PUT /api/workout-plans/{id}/folder': {
    protection: "Only the owner's routine, into one of the caller's own folders (404 otherwise).",
    intrusions: [
      { name: "moves the owner's routine out of its folder", probe: (w) => ({ path: `/api/workout-plans/${w.privateRoutine.id}/folder`, body: { folderId: null } }), refusedWith: NOT_FOUND, readBack: ownerRoutine },
    ],
  },
  'GET /api/routine-folders': {
    protection: "The caller's own folders (the owner is the token's user; there is no id to name another).",
    callerScoped: [{ name: "does not list the owner's folders", probe: () => ({ path: '/api/routine-folders' }), mustNotReveal: (w) => [w.folder.id, w.folder.name] }],
  },
  'POST /api/routine-folders': {
    // Sending another person's folder id makes a folder of one's own (test/api/routine-folders.test.ts); not probed
    // here, where the intruder having a folder with that id would make the probes below find their own.
    protection: "A folder is made in the caller's own list: an id another person uses is another item (their folders cannot be reached).",
  },
  'PUT /api/routine-folders/{id}': {
    protection: "Only the caller's own folders (404).",
    intrusions: [
      { name: "renames the owner's folder", probe: (w) => ({ path: `/api/routine-folders/${w.folder.id}`, body: { name: 'Hacked' } }), refusedWith: NOT_FOUND, readBack: ownerFolders },
    ],
  },
  'DELETE /api/routine-folders/{id}': {
    protection: "Only the caller's own folders (404).",
    intrusions: [{ name: "deletes the owner's folder", probe: (w) => ({ path: `/api/routine-folders/${w.folder.id}` }), refusedWith: NOT_FOUND, readBack: ownerFolders }],
  },
  'GET /api/workouts/user': {
    protection: "The caller's own workouts.",
    callerScoped: [
      { name: "does not list the owner's workouts", probe: () => ({ path: '/api/workouts/user' }), mustNotReveal: (w) => [w.workoutInPrivatePlan.id, w.publicWorkout.id] },
    ],
  },
  'POST /api/workouts': {
    protection: "A workout belongs to the caller; its plan and exercises must be the caller's (404).",
    intrusions: [
      { name: "adds a workout to the owner's plan", probe: (w) => ({ path: '/api/workouts', body: { name: 'Injected', planId: w.privatePlan.id } }), refusedWith: NOT_FOUND, readBack: ownerPrivatePlan },
      { name: "uses the owner's custom exercise", probe: (w) => ({ path: '/api/workouts', body: { name: 'Stolen', exercises: [{ exerciseId: w.customExercise.id }] } }), refusedWith: NOT_FOUND },
    ],
  },
  'GET /api/workouts/{id}': {
    protection: "The owner's workout, a public one, or one of a public plan, of an account whose content the caller sees (else 404).",
    intrusions: [{ name: "reads a workout of the owner's private plan", probe: (w) => ({ path: `/api/workouts/${w.workoutInPrivatePlan.id}` }), refusedWith: NOT_FOUND }],
    allowedReads: [{ name: "the owner's public workout", probe: (w) => ({ path: `/api/workouts/${w.publicWorkout.id}` }) }],
  },
  'PUT /api/workouts/{id}': {
    protection: "Only the owner's workout, moved only into the caller's own plan (404).",
    intrusions: [
      { name: "rewrites the owner's workout", probe: (w) => ({ path: `/api/workouts/${w.workoutInPrivatePlan.id}`, body: { name: 'Hacked' } }), refusedWith: NOT_FOUND, readBack: ownerWorkout },
      { name: "takes the owner's workout out of its plan", probe: (w) => ({ path: `/api/workouts/${w.workoutInPrivatePlan.id}`, body: { planId: null } }), refusedWith: NOT_FOUND, readBack: ownerPrivatePlan },
      { name: "moves the intruder's workout into the owner's plan", probe: (w) => ({ path: `/api/workouts/${w.intruderWorkout.id}`, body: { planId: w.privatePlan.id } }), refusedWith: NOT_FOUND, readBack: ownerPrivatePlan },
    ],
  },
  'DELETE /api/workouts/{id}': {
    protection: "Only the owner's workout (404).",
    intrusions: [
      { name: "deletes a workout of the owner's plan", probe: (w) => ({ path: `/api/workouts/${w.workoutInPrivatePlan.id}` }), refusedWith: NOT_FOUND, readBack: ownerPrivatePlan },
      { name: "deletes the owner's public workout", probe: (w) => ({ path: `/api/workouts/${w.publicWorkout.id}` }), refusedWith: NOT_FOUND, readBack: (w) => ({ path: `/api/workouts/${w.publicWorkout.id}`, as: asOwner }) },
    ],
  },
  'PUT /api/workouts/{id}/reorder': {
    protection: "Only the owner's workout (404).",
    intrusions: [
      { name: "reorders the owner's plan", probe: (w) => ({ path: `/api/workouts/${w.secondWorkoutInPrivatePlan.id}/reorder`, body: { direction: 'up' } }), refusedWith: NOT_FOUND, readBack: ownerPrivatePlan },
    ],
  },

  'GET /api/social-posts': {
    protection: "The caller's feeds: posts of private accounts reach their followers only.",
    callerScoped: [
      { name: "the explore feed leaves out a private person's post", probe: () => ({ path: '/api/social-posts?filter=explore&limit=50' }), mustNotReveal: (w) => [w.privatePost.id] },
      { name: "the following feed leaves out a private person's post", probe: () => ({ path: '/api/social-posts?filter=following&limit=50' }), mustNotReveal: (w) => [w.privatePost.id] },
    ],
  },
  'POST /api/social-posts': {
    protection: "The author is the caller; a shared workout must be the caller's own finished one (404).",
    intrusions: [
      { name: "shares the owner's finished workout", probe: (w) => ({ path: '/api/social-posts', body: { content: 'Look', workoutSessionId: w.completedSession.id } }), refusedWith: NOT_FOUND },
    ],
  },
  'GET /api/social-posts/user/{userId}': {
    protection: "A private account's posts are for its followers (403).",
    intrusions: [{ name: "lists a private person's posts", probe: (w) => ({ path: `/api/social-posts/user/${w.privateOwner.user.id}` }), refusedWith: EITHER }],
    allowedReads: [{ name: "a public person's posts", probe: (w) => ({ path: `/api/social-posts/user/${w.owner.user.id}` }) }],
  },
  'GET /api/social-posts/{id}': {
    protection: "A private account's post is for its followers (403 or 404).",
    intrusions: [
      { name: "reads a private person's post", probe: (w) => ({ path: `/api/social-posts/${w.privatePost.id}` }), refusedWith: EITHER },
      { name: 'reads the post of a person who blocked them', probe: (w) => ({ path: `/api/social-posts/${w.post.id}`, as: asPrivateOwner }), refusedWith: EITHER },
    ],
    allowedReads: [{ name: "a public person's post", probe: (w) => ({ path: `/api/social-posts/${w.post.id}` }) }],
  },
  'PUT /api/social-posts/{id}': {
    protection: "Only the author's post (403 or 404).",
    intrusions: [
      { name: "edits the owner's post", probe: (w) => ({ path: `/api/social-posts/${w.post.id}`, body: { content: 'Hacked' } }), refusedWith: EITHER, readBack: ownerPost },
      { name: "edits a private person's post", probe: (w) => ({ path: `/api/social-posts/${w.privatePost.id}`, body: { content: 'Hacked' } }), refusedWith: EITHER, readBack: privatePostReadBack },
    ],
  },
  'DELETE /api/social-posts/{id}': {
    protection: "Only the author's post (403 or 404).",
    intrusions: [{ name: "deletes the owner's post", probe: (w) => ({ path: `/api/social-posts/${w.post.id}` }), refusedWith: EITHER, readBack: ownerPost }],
  },
  'POST /api/social-posts/{id}/like': {
    protection: "The liker is the caller; a post the caller cannot see cannot be liked (403 or 404).",
    intrusions: [
      { name: "likes a private person's post", probe: (w) => ({ path: `/api/social-posts/${w.privatePost.id}/like` }), refusedWith: EITHER, readBack: privatePostReadBack },
      { name: 'likes the post of a person who blocked them', probe: (w) => ({ path: `/api/social-posts/${w.post.id}/like`, as: asPrivateOwner }), refusedWith: EITHER, readBack: ownerPost },
    ],
  },
  'POST /api/social-posts/{id}/report': {
    protection: 'The reporter is the caller; a post the caller cannot see cannot be reported (403 or 404).',
    intrusions: [{ name: "reports a private person's post", probe: (w) => ({ path: `/api/social-posts/${w.privatePost.id}/report`, body: { reason: 'spam' } }), refusedWith: EITHER, readBack: privatePostReadBack }],
  },
  'GET /api/posts/{id}/comments': {
    protection: "A private account's post's comments are for its followers (403 or 404).",
    intrusions: [{ name: "lists a private person's comments", probe: (w) => ({ path: `/api/posts/${w.privatePost.id}/comments` }), refusedWith: EITHER }],
    allowedReads: [{ name: "a public person's post's comments", probe: (w) => ({ path: `/api/posts/${w.post.id}/comments` }) }],
  },
  'POST /api/posts/{id}/comments': {
    protection: 'The commenter is the caller; a post the caller cannot see cannot be commented on (403 or 404).',
    intrusions: [
      { name: "comments on a private person's post", probe: (w) => ({ path: `/api/posts/${w.privatePost.id}/comments`, body: { content: 'Let me in' } }), refusedWith: EITHER, readBack: privateCommentsReadBack },
      { name: 'comments on the post of a person who blocked them', probe: (w) => ({ path: `/api/posts/${w.post.id}/comments`, body: { content: 'Still here' }, as: asPrivateOwner }), refusedWith: EITHER, readBack: ownerComments },
    ],
  },
  'DELETE /api/posts/{id}/comments/{commentId}': {
    protection: "Only the comment's author or the post's author (403 or 404).",
    intrusions: [
      { name: "deletes the friend's comment on the owner's post", probe: (w) => ({ path: `/api/posts/${w.post.id}/comments/${w.friendComment.id}` }), refusedWith: EITHER, readBack: ownerComments },
      { name: "deletes a private person's comment", probe: (w) => ({ path: `/api/posts/${w.privatePost.id}/comments/${w.privateComment.id}` }), refusedWith: EITHER, readBack: privateCommentsReadBack },
      {
        name: "deletes the friend's comment through another post id",
        probe: (w) => ({ path: `/api/posts/${w.privatePost.id}/comments/${w.friendComment.id}` }),
        refusedWith: EITHER,
        readBack: ownerComments,
      },
    ],
  },
  'POST /api/posts/{id}/comments/{commentId}/report': {
    protection: 'The reporter is the caller; a comment on a post the caller cannot see cannot be reported (403 or 404).',
    intrusions: [
      { name: "reports a private person's comment", probe: (w) => ({ path: `/api/posts/${w.privatePost.id}/comments/${w.privateComment.id}/report`, body: { reason: 'spam' } }), refusedWith: EITHER, readBack: privateCommentsReadBack },
    ],
  },

  'GET /api/messages': {
    protection: "The caller's conversations and threads: a thread is always between the caller and one other person.",
    callerScoped: [
      { name: "the intruder's thread with the owner is not the friend's", probe: (w) => ({ path: `/api/messages?withUserId=${w.owner.user.id}` }), mustNotReveal: () => ['Friend to owner, private'] },
      { name: "the intruder's conversations are their own", probe: () => ({ path: '/api/messages' }), mustNotReveal: () => ['Friend to owner, private'] },
    ],
  },
  'POST /api/messages': {
    protection: 'The sender is always the caller; blocked people cannot message each other (403 to the blocker, 404 to the person blocked).',
    intrusions: [
      {
        name: 'messages a person who blocked them',
        probe: (w) => ({ path: '/api/messages', body: { receiverId: w.owner.user.id, content: 'Unblock me' }, as: asPrivateOwner }),
        refusedWith: EITHER,
        readBack: () => ({ path: '/api/messages', as: asOwner }),
      },
    ],
  },
  'GET /api/messages/unread-count': { protection: "The caller's own unread count." },

  'POST /api/workout-sessions/import-health': { protection: 'Imports into the account of the token or import key.' },
  'POST /api/workout-sessions/import-health/auto-export': { protection: 'Imports into the account of the token or import key.' },
  'GET /api/health-import-keys': {
    protection: "The caller's own keys, never the key itself.",
    callerScoped: [{ name: "does not list the owner's keys", probe: () => ({ path: '/api/health-import-keys' }), mustNotReveal: (w) => [w.importKey.id] }],
  },
  'POST /api/health-import-keys': { protection: 'A key belongs to the caller.' },
  'DELETE /api/health-import-keys/{id}': {
    protection: 'Only the caller\'s own key; another person\'s is "not found".',
    intrusions: [{ name: "revokes the owner's key", probe: (w) => ({ path: `/api/health-import-keys/${w.importKey.id}` }), refusedWith: NOT_FOUND, readBack: ownerImportKeys }],
  },

  'POST /api/media/uploads': { protection: "An upload is the caller's: its presigned POST names a key under the caller's own uploads/<userId>/ folder." },
  'GET /api/media/uploads/{id}': {
    protection: 'Only the caller\'s own upload; another person\'s is "not found".',
    intrusions: [
      {
        name: "reads the owner's upload",
        probe: (w) => ({ path: `/api/media/uploads/${w.upload.uploadId}` }),
        refusedWith: NOT_FOUND,
        readBack: (w) => ({ path: `/api/media/uploads/${w.upload.uploadId}`, as: asOwner }),
      },
    ],
  },

  'GET /api/notifications': {
    protection: "The caller's own notifications.",
    callerScoped: [{ name: "does not list the owner's", probe: () => ({ path: '/api/notifications?limit=50' }), mustNotReveal: (w) => [w.notification.id] }],
  },
  'GET /api/notifications/unread-count': { protection: "The caller's own unread count." },
  'PUT /api/notifications/{id}/read': {
    protection: 'Only the caller\'s own notification; another person\'s is "not found".',
    intrusions: [{ name: "marks the owner's notification read", probe: (w) => ({ path: `/api/notifications/${w.notification.id}/read` }), refusedWith: NOT_FOUND, readBack: ownerNotifications }],
  },
  'PUT /api/notifications/mark-all-read/{userId}': {
    protection: 'Only one\'s own (403 for anyone else\'s).',
    intrusions: [{ name: "marks all the owner's notifications read", probe: (w) => ({ path: `/api/notifications/mark-all-read/${w.owner.user.id}` }), refusedWith: FORBIDDEN, readBack: ownerNotifications }],
  },

  'GET /api/push/public-key': { protection: 'The VAPID public key, the same for everyone signed in; it is public by design (RFC 8292).' },
  'GET /api/push/subscriptions': {
    protection: "The caller's own devices.",
    callerScoped: [{ name: "does not list the owner's", probe: () => ({ path: '/api/push/subscriptions' }), mustNotReveal: (w) => [w.pushDevice.id, w.pushDevice.endpoint] }],
  },
  'PUT /api/push/subscriptions': {
    protection: "Adds a device to the caller's own list (the owner is the token's person; the same endpoint under another person is another device).",
    intrusions: [
      {
        name: 'makes the server post to an address of its choosing (the cloud metadata service)',
        probe: () => ({ path: '/api/push/subscriptions', body: { endpoint: 'http://169.254.169.254/latest/meta-data/iam', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } } }),
        refusedWith: [400],
        readBack: ownerPushDevices,
      },
    ],
  },
  'PATCH /api/push/subscriptions/{id}': {
    protection: 'Only the caller\'s own device; another person\'s is "not found".',
    intrusions: [
      { name: "switches the owner's pushes off", probe: (w) => ({ path: `/api/push/subscriptions/${w.pushDevice.id}`, body: { kinds: { likes: false } } }), refusedWith: NOT_FOUND, readBack: ownerPushDevices },
    ],
  },
  'DELETE /api/push/subscriptions/{id}': {
    protection: 'Only the caller\'s own device; another person\'s is "not found".',
    intrusions: [{ name: "removes the owner's device", probe: (w) => ({ path: `/api/push/subscriptions/${w.pushDevice.id}` }), refusedWith: NOT_FOUND, readBack: ownerPushDevices }],
  },
};
