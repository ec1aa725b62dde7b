import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject, vi } from 'vitest';
import type { Comment, CreatedImportKey, Exercise, MediaUploadTicket, Notification, Plan, PushDevice, PlanWithWorkouts, RoutineFolder, SocialPost, Workout, WorkoutSession, WorkoutSet } from '../../shared/api-types';
import { timeOrderedId } from '../../shared/ids';
import { userKey } from '../../functions/users/keys';
import { callRaw, signUp } from '../support/api';
import { testDb } from '../support/db';
import { pushService } from '../support/push-service';
import type { Account } from '../api/follows-helpers';
import { EXERCISES } from '../api/sessions/helpers';

/**
 * One account per role, each with the resources the matrix probes; built once for the whole file.
 * - owner: a public account that owns one of everything;
 * - friend: follows the owner, comments on the owner's post, messages the owner, asks to follow `privateOwner`;
 * - privateOwner: a private account with a post and a comment on it, blocked by the owner;
 * - intruder: a second person with an active workout and a workout of their own, who tries everything;
 * - stranger: a person with nothing at all (starting a workout must not find an active one);
 * - deleted: a person whose user item was deleted after sign-up; their token is still validly signed.
 */
export interface World {
  owner: Account;
  friend: Account;
  privateOwner: Account;
  intruder: Account;
  stranger: Account;
  deleted: Account;
  customExercise: Exercise;
  activeSession: WorkoutSession;
  activeSet: WorkoutSet;
  completedSession: WorkoutSession;
  privatePlan: Plan;
  publicPlan: Plan;
  workoutInPrivatePlan: Workout;
  secondWorkoutInPrivatePlan: Workout;
  publicWorkout: Workout;
  privateRoutine: PlanWithWorkouts;
  /** A routine folder of the owner's, holding `privateRoutine` (issue 27). */
  folder: RoutineFolder;
  post: SocialPost;
  friendComment: Comment;
  privatePost: SocialPost;
  privateComment: Comment;
  importKey: CreatedImportKey;
  revokedImportKey: CreatedImportKey;
  /** A photo upload the owner asked for (issue 26); its file is never sent. */
  upload: MediaUploadTicket;
  notification: Notification;
  /** The owner's phone, subscribed to pushes through the local push service (issue 30). */
  pushDevice: PushDevice;
  intruderSession: WorkoutSession;
  intruderWorkout: Workout;
}

/** Calls and expects a 2xx answer: arranging the world must not fail quietly. */
async function must<T>(method: string, path: string, account: Account, body?: unknown): Promise<T> {
  const result = await callRaw<T>(method, path, { token: account.token, body });
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeGreaterThanOrEqual(200);
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
  return result.body;
}

const signUps = async (count: number): Promise<Account[]> => {
  const accounts: Account[] = [];
  // Sign-up hashes a password: a few at a time.
  while (accounts.length < count) accounts.push(...(await Promise.all(Array.from({ length: Math.min(3, count - accounts.length) }, () => signUp()))));
  return accounts;
};

export async function buildWorld(): Promise<World> {
  const [owner, friend, privateOwner, intruder, stranger, deleted] = (await signUps(6)) as [Account, Account, Account, Account, Account, Account];
  await testDb().send(new DeleteCommand({ TableName: inject('tableName'), Key: userKey(deleted.user.id) }));
  await must('PATCH', `/api/users/${privateOwner.user.id}`, privateOwner, { isPrivate: true });

  const customExercise = await must<Exercise>('POST', '/api/exercises', owner, { name: 'Owner Secret Curl', category: 'Arms', equipment: 'Dumbbell' });

  const completedSession = await must<WorkoutSession>('POST', '/api/workout-sessions/completed', owner, {
    name: 'Yesterday',
    startTime: new Date(Date.now() - 26 * 3600_000).toISOString(),
    durationMinutes: 45,
    exercises: [{ exerciseId: EXERCISES.squat.id, sets: [{ weight: 22_046, reps: 5 }] }],
  });
  const activeSession = await must<WorkoutSession>('POST', '/api/workout-sessions', owner, { name: 'Owner Push Day' });
  const activeSet = await must<WorkoutSet>('POST', `/api/workout-sessions/${activeSession.id}/exercises/${EXERCISES.bench.id}/sets`, owner, { weight: 13_228, reps: 8 });
  await must('POST', `/api/workout-sessions/${activeSession.id}/exercises/${customExercise.id}/sets`, owner, { weight: 2_205, reps: 12 });

  const privatePlan = await must<Plan>('POST', '/api/plans', owner, { name: 'Owner Private Plan' });
  const publicPlan = await must<Plan>('POST', '/api/plans', owner, { name: 'Owner Public Plan', isPublic: true });
  const workoutInPrivatePlan = await must<Workout>('POST', '/api/workouts', owner, { name: 'Private A', planId: privatePlan.id });
  const secondWorkoutInPrivatePlan = await must<Workout>('POST', '/api/workouts', owner, { name: 'Private B', planId: privatePlan.id });
  const publicWorkout = await must<Workout>('POST', '/api/workouts', owner, { name: 'Owner Public Workout', isPublic: true });
  const privateRoutine = await must<PlanWithWorkouts>('POST', '/api/workout-plans', owner, {
    name: 'Owner Private Routine',
    exercises: [{ exerciseId: customExercise.id }],
  });
  const folder = await must<RoutineFolder>('POST', '/api/routine-folders', owner, { id: timeOrderedId(), name: 'Owner Folder' });
  await must('PUT', `/api/workout-plans/${privateRoutine.id}/folder`, owner, { folderId: folder.id });

  const post = await must<SocialPost>('POST', '/api/social-posts', owner, { content: 'Owner post' });
  await must('POST', `/api/users/${owner.user.id}/follow`, friend);
  const friendComment = await must<Comment>('POST', `/api/posts/${post.id}/comments`, friend, { content: 'Friend comment' });
  await must('POST', '/api/messages', friend, { receiverId: owner.user.id, content: 'Friend to owner, private' });

  const privatePost = await must<SocialPost>('POST', '/api/social-posts', privateOwner, { content: 'Only for my followers' });
  const privateComment = await must<Comment>('POST', `/api/posts/${privatePost.id}/comments`, privateOwner, { content: 'Private comment' });
  await must('POST', `/api/users/${privateOwner.user.id}/follow`, friend);
  await must('POST', `/api/users/${privateOwner.user.id}/block`, owner);

  const importKey = await must<CreatedImportKey>('POST', '/api/health-import-keys', owner, { name: 'Owner phone' });
  const upload = await must<MediaUploadTicket>('POST', '/api/media/uploads', owner, { purpose: 'post', contentType: 'image/jpeg' });
  const revokedImportKey = await must<CreatedImportKey>('POST', '/api/health-import-keys', owner, { name: 'Old phone' });
  await must('DELETE', `/api/health-import-keys/${revokedImportKey.id}`, owner);

  const intruderSession = await must<WorkoutSession>('POST', '/api/workout-sessions', intruder, { name: 'Intruder Day' });
  await must('POST', `/api/workout-sessions/${intruderSession.id}/exercises/${EXERCISES.curl.id}/sets`, intruder, {});
  const intruderWorkout = await must<Workout>('POST', '/api/workouts', intruder, { name: 'Intruder Workout' });

  // The owner's notifications (the follow, the comment, the message) are written off the request path in places:
  // wait until they are all there, so that a read-back before and after an attempt sees the same list.
  await vi.waitFor(
    async () => expect((await must<Notification[]>('GET', '/api/notifications?limit=50', owner)).length).toBeGreaterThanOrEqual(3),
    { timeout: 15_000, interval: 100 },
  );
  const [notification] = await must<Notification[]>('GET', '/api/notifications?limit=50', owner);
  const { endpoint, keys } = await pushService().subscribe();
  const pushDevice = await must<PushDevice>('PUT', '/api/push/subscriptions', owner, { endpoint, keys, label: "Owner's phone" });

  return {
    owner,
    friend,
    privateOwner,
    intruder,
    stranger,
    deleted,
    customExercise,
    activeSession,
    activeSet,
    completedSession,
    privatePlan,
    publicPlan,
    workoutInPrivatePlan,
    secondWorkoutInPrivatePlan,
    publicWorkout,
    privateRoutine,
    folder,
    post,
    friendComment,
    privatePost,
    privateComment,
    importKey,
    revokedImportKey,
    upload,
    notification: notification!,
    pushDevice,
    intruderSession,
    intruderWorkout,
  };
}
