/**
 * Response shapes shared by the API and the web client: each the output type of its zod schema in the contract
 * (shared/contract/responses/), the schemas the API tests check every answer against and docs/openapi.json describes.
 */
import type { output } from 'zod/mini';
import type * as inbox from './contract/responses/inbox';
import type * as people from './contract/responses/people';
import type * as plans from './contract/responses/plans';
import type * as social from './contract/responses/social';
import type * as workouts from './contract/responses/workouts';

// People: accounts, profiles, follows.
export type KeyStat = output<typeof people.keyStat>;
export type ProfileDetails = output<typeof people.profileDetails>;
export type User = output<typeof people.user>;
export type TrainingSettings = output<typeof people.trainingSettings>;
export type PlateSetup = output<typeof people.plateSetup>;
export type UserProfile = output<typeof people.userProfile>;
export type UserSummary = output<typeof people.userSummary>;
export type FollowRequest = output<typeof people.followRequest>;
export type FollowCounts = output<typeof people.followCounts>;
export type FollowState = (typeof people.FOLLOW_STATES)[number];
export type FollowStatus = output<typeof people.followStatus>;
export type AuthResponse = output<typeof people.authResponse>;
/** POST /api/auth/change-password: a fresh token (every earlier one is revoked) so this device stays signed in. */
export type ChangePasswordResponse = AuthResponse;
export type ErrorBody = output<typeof people.errorBody>;
export type UnreadCount = output<typeof people.unreadCount>;

// Exercises, sessions, sets and the training insights.
export type Exercise = output<typeof workouts.exercise>;
export type SessionStatus = (typeof workouts.SESSION_STATUSES)[number];
export type WorkoutSession = output<typeof workouts.workoutSession>;
export type HealthWorkoutDetails = output<typeof workouts.healthWorkoutDetails>;
export type HealthImportResult = output<typeof workouts.healthImportResult>;
export type HealthAutoExportResult = output<typeof workouts.healthAutoExportResult>;
export type WorkoutSet = output<typeof workouts.workoutSet>;
export type SetChangeEffects = Pick<WorkoutSetChange, 'exerciseIds' | 'exerciseSets'>;
export type WorkoutSetChange = output<typeof workouts.workoutSetChange>;
export type DeletedWorkoutSet = output<typeof workouts.deletedWorkoutSet>;
export type CompletedWorkout = output<typeof workouts.completedWorkout>;
export type UserStatistics = output<typeof workouts.userStatistics>;
export type PublicUserStatistics = output<typeof workouts.publicUserStatistics>;
export type SetRecordKind = (typeof workouts.SET_RECORD_KINDS)[number];
export type RecordKind = (typeof workouts.RECORD_KINDS)[number];
export type PersonalRecord = output<typeof workouts.personalRecord>;
export type RecordHolder = output<typeof workouts.recordHolder>;
export type ExerciseRecords = output<typeof workouts.exerciseRecords>;
export type ExerciseHistoryEntry = output<typeof workouts.exerciseHistoryEntry>;
export type TrainingDays = output<typeof workouts.trainingDays>;

// Routines, plans, workouts, folders.
export type WorkoutExercise = output<typeof plans.workoutExercise>;
export type Workout = output<typeof plans.workout>;
export type PlanKind = (typeof plans.PLAN_KINDS)[number];
export type Plan = output<typeof plans.plan>;
export type PlanSummary = output<typeof plans.planSummary>;
export type RoutineFolder = output<typeof plans.routineFolder>;
export type PlanWithWorkouts = output<typeof plans.planWithWorkouts>;

// The social feed.
export type PostAuthor = output<typeof social.postAuthor>;
export type Comment = output<typeof social.comment>;
export type SharedWorkout = output<typeof social.sharedWorkout>;
export type SocialPost = output<typeof social.socialPost>;
export type FeedPage = output<typeof social.feedPage>;
export type LikeResult = output<typeof social.likeResult>;

// Messages, notifications, import keys, photo uploads.
export type Message = output<typeof inbox.message>;
export type ConversationSummary = output<typeof inbox.conversationSummary>;
export type Notification = output<typeof inbox.notification>;
export type PushDevice = output<typeof inbox.pushSubscription>;
export type ImportKey = output<typeof inbox.importKey>;
export type CreatedImportKey = output<typeof inbox.createdImportKey>;
export type MediaUploadTicket = output<typeof inbox.mediaUploadTicket>;
export type MediaUpload = output<typeof inbox.mediaUpload>;

/** Header carrying the cursor of the next page of a list endpoint; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * Beyond the spec (issue 12): a write that carries this header is done at most once per person and key; a replay
 * answers the first result (with IDEMPOTENT_REPLAY_HEADER: 'true') and writes nothing. Keys are 8 to 100 of
 * A-Z a-z 0-9 _ - and are remembered for IDEMPOTENCY_KEY_TTL_DAYS (a phone may stay offline for days).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/**
 * `false` on an answer too large to keep for replays (past 64 KB): the write is done, and a replay of its key answers
 * 409 'already done' instead of this answer (issue 26; docs/decisions.md 46).
 */
export const IDEMPOTENCY_STORED_HEADER = 'Idempotency-Stored';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Issue 12: a 409 for an id chosen on a device that names an existing item (never says whose). */
export const ID_IN_USE = 'This id is already in use';
/** The 409's message while the first request with a key still runs: try again in a moment. */
export const IDEMPOTENCY_IN_PROGRESS = 'This request is still being processed';
export const IDEMPOTENCY_KEY_TTL_DAYS = 30;
