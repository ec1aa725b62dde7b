/** Response shapes shared by the API and the web client. */
import type { Difficulty, Equipment, MuscleGroup, NotificationType } from './constants';
import type { Goal, PrimaryWorkoutType } from './profile';
import type { HealthWorkoutType } from './health/activities';
import type { WeightUnit } from './units';
import type { SetTarget } from './workout/set-targets';
import type { SessionVisibility } from './schemas/sessions';

/** Spec 001 section 3: a key stat; `value` null until the person fills it in. */
export interface KeyStat {
  name: string;
  value: number | null;
  unit: string;
  isVisible: boolean;
}

/** Spec 001 section 3: the profile details and key stats (edit-details, edit-stats). */
export interface ProfileDetails {
  homeGym: string | null;
  primaryWorkoutType: PrimaryWorkoutType | null;
  goal: Goal | null;
  keyStats: KeyStat[];
}

/** The signed-in person, as `GET /api/auth/me`, sign-in and the profile writes return it. */
export interface User extends ProfileDetails {
  id: string;
  displayName: string;
  username: string;
  email: string;
  profileImage: string | null;
  bio: string | null;
  createdAt: string;
  /** Beyond the spec: a private account's content reaches approved followers only. */
  isPrivate: boolean;
  /** Issue 11: the person's unit and barbell; absent on accounts that never set them (read as the defaults). */
  trainingSettings?: TrainingSettings;
}

/** Issue 11: kg or lb, and the bar and plates the plate calculator loads. */
export interface TrainingSettings {
  /** null: from the browser's locale (lb for the US, else kg). */
  weightUnit: WeightUnit | null;
  /** null: the unit's defaults (20 kg bar with 25…1.25 kg plates; 45 lb bar with 45…2.5 lb plates). */
  plateSetup: PlateSetup | null;
}

/** A bar and the plate sizes one owns (pairs), in `unit`. */
export interface PlateSetup {
  unit: WeightUnit;
  bar: number;
  plates: number[];
}

/**
 * `GET /api/users/{id}`. Another person gets public fields only: never email, settings or hidden key stats;
 * while `canViewContent` is false (a private account the caller does not follow) only the top block's
 * fields are filled (details null, keyStats empty). Oneself gets the whole User.
 */
export interface UserProfile extends ProfileDetails {
  id: string;
  displayName: string;
  username: string;
  profileImage: string | null;
  bio: string | null;
  createdAt: string;
  isPrivate: boolean;
  canViewContent: boolean;
  /** Only when the profile is the caller's own. */
  email?: string;
}

/** A person in a list: followers, following, search results, suggestions, blocked people, follow requests. */
export interface UserSummary {
  id: string;
  displayName: string;
  username: string;
  profileImage: string | null;
  isPrivate: boolean;
}

export interface FollowRequest extends UserSummary {
  requestedAt: string;
}

/** Spec 001 section 3: follow counts. */
export interface FollowCounts {
  followerCount: number;
  followingCount: number;
}

/** Beyond the spec: where the caller stands with another person ('requested' while a private account has not answered). */
export type FollowState = 'none' | 'requested' | 'following';

export interface FollowStatus {
  status: FollowState;
}

export interface AuthResponse {
  token: string;
  user: User;
}

/** POST /api/auth/change-password: a fresh token (every earlier one is revoked) so this device stays signed in. */
export type ChangePasswordResponse = AuthResponse;

export interface ErrorBody {
  message: string;
}

export interface Exercise {
  id: string;
  name: string;
  /** The main muscle group. */
  category: MuscleGroup;
  equipment: Equipment;
  difficulty: Difficulty;
  muscleGroups: MuscleGroup[];
  instructions: string;
  /** Set on a person's own custom exercises; null for the catalogue. */
  userId: string | null;
  isCustom: boolean;
}

export type SessionStatus = 'active' | 'completed';

export interface WorkoutSession {
  id: string;
  userId: string;
  name: string;
  workoutName: string | null;
  isActive: boolean;
  status: SessionStatus;
  startTime: string;
  startedAt: string;
  createdAt: string;
  endTime: string | null;
  completedAt: string | null;
  /** Minutes, set when completed. */
  duration: number | null;
  workoutPlanId: string | null;
  workoutId: string | null;
  /** Pounds: the sum of weight/100 x reps over completed non-warm-up sets, set when completed. */
  totalWeight: number;
  notes: string | null;
  /** The session's exercises in display order; a set's exerciseOrder is its exercise's index here. */
  exerciseIds: string[];
  /** Rest seconds per exercise id, from the routine or workout the session was started from (empty otherwise). */
  exerciseRestSeconds: Record<string, number>;
  /** Issue 27: the routine's or workout's note per exercise id (only exercises that have one; absent when none). */
  exerciseNotes?: Record<string, string>;
  /** Issue 27: the superset letter per exercise id (only exercises in a superset; absent when none). */
  supersetGroups?: Record<string, string>;
  /** Present on a workout imported from Apple Health (it has no sets). */
  health?: HealthWorkoutDetails;
  /** Issue 11: the personal records confirmed when it finished (absent while active). */
  personalRecords?: PersonalRecord[];
  /** Issue 27: who hears of it, as chosen on the save step; absent: 'followers' (as every finish before it). */
  visibility?: SessionVisibility;
}

/** What an imported Apple Health workout carries beyond a session (spec 001 section 3). */
export interface HealthWorkoutDetails {
  type: HealthWorkoutType;
  caloriesBurned: number | null;
  /** As the Shortcut sent it (kilometres in docs/health-import.md), or null. */
  distance: number | null;
  appleHealthId: string;
  importedFromHealth: true;
}

/**
 * `POST /api/workout-sessions/import-health`: 201 with `imported: true` for a new workout; 200 with `imported: false`
 * and the workout stored before when this person already imported that appleHealthId.
 */
export interface HealthImportResult {
  imported: boolean;
  session: WorkoutSession;
}

/** One of a person's health import keys (`GET /api/health-import-keys`); the key itself is never shown again. */
export interface ImportKey {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart: `sfhk_ab12…`. */
  preview: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `POST /api/health-import-keys` (201): the only answer that holds the key. */
export interface CreatedImportKey extends ImportKey {
  key: string;
}

/** Spec 001 section 3 'Message'. */
export interface Message {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
}

/** Spec 001 section 3 'Conversation summary', with the other person's name and avatar and the unread state. */
export interface ConversationSummary {
  /** The other person. */
  userId: string;
  lastMessage: string;
  lastMessageTime: string;
  /** Who sent the last message (the caller or the other person). */
  lastSenderId: string;
  displayName: string;
  username: string;
  profileImage: string | null;
  /** Messages from the other person the caller has not opened yet. */
  unreadCount: number;
}

export interface WorkoutSet {
  id: string;
  sessionId: string;
  exerciseId: string;
  exerciseName: string;
  exerciseOrder: number;
  setNumber: number;
  /** Hundredths of a pound, or null when not entered. */
  weight: number | null;
  reps: number | null;
  isCompleted: boolean;
  isWarmup: boolean;
  createdAt: string;
  /** Issue 27: what the routine or workout the session was started from asks of this working set (a hint, not a value). */
  target?: SetTarget;
  /**
   * Issue 11: the personal records this completed working set beats (against every earlier set of the exercise,
   * this session's included). Live while the session is active; as confirmed at the finish once completed.
   */
  personalRecords?: SetRecordKind[];
}

/**
 * Issue 14: what a set change (add, weight and reps, toggles, delete) changed besides the set, so a client updates
 * its copies without reading the session and its sets again: a change can append the exercise to the session's
 * order, renumber the exercise's other sets (a delete) and move its record flags to another set.
 */
export interface SetChangeEffects {
  /** The session's exercise order after the change. */
  exerciseIds: string[];
  /** Every set of the changed exercise after the change, in order, each with its live record flags. */
  exerciseSets: WorkoutSet[];
}

/** The answer of POST /api/workout-sets, POST …/exercises/{exerciseId}/sets, PATCH /api/workout-sets/{id} and its toggles. */
export type WorkoutSetChange = WorkoutSet & SetChangeEffects;

/** The answer of DELETE /api/workout-sets/{id}: the deleted set's id, session and exercise, and what else changed. */
export interface DeletedWorkoutSet extends SetChangeEffects {
  id: string;
  sessionId: string;
  exerciseId: string;
}

export interface CompletedWorkout {
  id: string;
  name: string;
  startTime: string;
  completedAt: string;
  endTime: string;
  createdAt: string;
  totalWeight: number;
  duration: number | null;
  /** Issue 11: personal records confirmed when it finished. */
  personalRecordCount: number;
}

/** `GET /api/users/{id}/statistics` for oneself. */
export interface UserStatistics {
  totalWorkouts: number;
  /** Pounds lifted over all completed workouts. */
  totalVolume: number;
  /** Completed workouts since the start of this week (Sunday 00:00 in the caller's time zone when given). */
  thisWeekWorkouts: number;
}

/** `GET /api/users/{id}/statistics` for another person: only what their profile shows (docs/decisions.md). */
export interface PublicUserStatistics {
  totalWorkouts: number;
}

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  /** Who caused it (the liker, the follower, the athlete), when someone did. */
  actorId: string | null;
}

export interface UnreadCount {
  count: number;
}

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
export const IDEMPOTENCY_KEY_TTL_DAYS = 30;

/** One exercise of a workout (spec 000 'Routine exercise entry' and spec 001 'Workout exercise entry' in one). */
export interface WorkoutExercise {
  /** `<workoutId>.<orderIndex>`: stable while the workout is unchanged. */
  id: string;
  /** The workout this entry belongs to (spec 001 names it workoutPlanId). */
  workoutPlanId: string;
  exerciseId: string;
  exerciseName: string;
  /** Normal (working) sets, 1 to 10. */
  sets: number;
  /** Text such as '8-12'. */
  reps: string;
  /** Hundredths of a pound, or null. */
  weight: number | null;
  /** 0 to 600. */
  restSeconds: number;
  notes: string | null;
  orderIndex: number;
  /** 'A', 'B', …: exercises sharing a letter form a superset; null when alone. */
  supersetGroup: string | null;
  /** Warm-up sets before the working sets, 0 to 5. */
  warmupSets: number;
}

/** A workout: stands alone (planId null) or is one of a plan's workouts. */
export interface Workout {
  id: string;
  userId: string;
  name: string;
  description: string;
  difficulty: Difficulty;
  isPublic: boolean;
  /** Minutes (spec 001 section 9's estimate when the client did not send one). */
  estimatedDuration: number;
  planId: string | null;
  /** The workout is a routine's own: edited through its routine, never added to a training plan. */
  inRoutine: boolean;
  totalExercises: number;
  exercises: WorkoutExercise[];
  createdAt: string;
  updatedAt: string;
}

/** A routine (spec 000: one workout, listed on Workouts) or a training plan (spec 001: workouts in order, listed under My Plans). */
export type PlanKind = 'routine' | 'plan';

/** A training plan, or a routine (a plan whose one workout carries the routine's exercises). */
export interface Plan {
  id: string;
  userId: string;
  kind: PlanKind;
  /** A routine's folder (null: My Routines, as is a folder that no longer exists); always null for a training plan. */
  folderId: string | null;
  name: string;
  description: string;
  difficulty: Difficulty;
  isPublic: boolean;
  /** Minutes, when the owner set it (screens show 45 when null). */
  duration: number | null;
  /** The plan's workouts in order. */
  workoutIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** An item of GET /api/plans/user: the plan and the exercise names of its workouts in order (for the routine card). */
export interface PlanSummary extends Plan {
  exerciseNames: string[];
}

/** A routine folder (GET /api/routine-folders: My Routines first, then the person's folders oldest first). */
export interface RoutineFolder {
  id: string;
  name: string;
}

/** GET /api/workout-plans/{id}, and the answer of POST/PUT /api/workout-plans: a plan with its workouts. */
export interface PlanWithWorkouts extends Plan {
  workouts: Workout[];
}

/** Who wrote a post or a comment, read at answer time (a changed name or photo shows everywhere at once). */
export interface PostAuthor {
  id: string;
  displayName: string;
  profileImage: string | null;
}

/** Spec 001 section 3: a comment. */
export interface Comment {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  user: PostAuthor;
}

/** Beyond the spec: a finished workout shared as a post ('workout' posts). Weights in pounds. */
export interface SharedWorkout {
  sessionId: string;
  name: string;
  durationMinutes: number;
  totalVolume: number;
  exerciseCount: number;
  setCount: number;
  /** The heaviest completed working set of each exercise (at most 5 exercises), in workout order. */
  bestSets: { exerciseName: string; weight: number; reps: number }[];
  /** Issue 11: personal records confirmed when it finished. */
  personalRecordCount: number;
}

/** Spec 001 section 3: a social post, as every post endpoint answers it. */
export interface SocialPost {
  id: string;
  userId: string;
  user: PostAuthor;
  content: string;
  createdAt: string;
  updatedAt: string | null;
  likes: number;
  isLiked: boolean;
  /** The latest comments (at most 3, oldest first); the whole list is GET /api/posts/{id}/comments. */
  comments: Comment[];
  commentCount: number;
  /** '/media/...' URLs: at most one image. */
  mediaUrls: string[];
  /** Legacy single image (spec 001): the first of mediaUrls, or null. */
  imageUrl: string | null;
  workout: SharedWorkout | null;
}

/** Spec 001 section 7: `GET /api/social-posts` (and a person's posts). */
export interface FeedPage {
  posts: SocialPost[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** `POST /api/social-posts/{id}/like`: the caller's like after the toggle. */
export interface LikeResult {
  isLiked: boolean;
  likes: number;
}

// ------------------------------------------------------------------------------------ training insights (issue 11)

/** The measures a single set can set a record on (docs/decisions.md: the e1RM formula and its limits). */
export type SetRecordKind = 'heaviest_weight' | 'best_e1rm' | 'best_reps' | 'best_set_volume';
/** ... and the one a whole session sets per exercise. */
export type RecordKind = SetRecordKind | 'best_session_volume';

/** A record confirmed at a finish. Weights and e1RM in hundredths of a pound; volumes in hundredths of a pound × reps. */
export interface PersonalRecord {
  exerciseId: string;
  exerciseName: string;
  kind: RecordKind;
  value: number;
  /** The set that made it (absent for best_session_volume). */
  setId?: string;
  weight?: number;
  reps?: number;
}

/** One record's current best and where it was made. */
export interface RecordHolder {
  value: number;
  weight: number;
  reps: number;
  sessionId: string;
  achievedAt: string;
}

/** `GET /api/users/{id}/exercises/{exerciseId}/records` (oneself only; another person: 404). */
export interface ExerciseRecords {
  exerciseId: string;
  exerciseName: string;
  heaviestWeight: RecordHolder | null;
  bestE1rm: RecordHolder | null;
  bestSetVolume: RecordHolder | null;
  bestSessionVolume: Omit<RecordHolder, 'weight' | 'reps'> | null;
  /** The best reps at each weight: no entry is both no heavier and no more reps than another (heaviest first). */
  bestReps: { weight: number; reps: number; sessionId: string; achievedAt: string }[];
}

/** One finished session of one exercise: `GET /api/users/{id}/exercises/{exerciseId}/history` pages, newest first. */
export interface ExerciseHistoryEntry {
  sessionId: string;
  sessionName: string;
  completedAt: string;
  exerciseId: string;
  exerciseName: string;
  /** In the order done; warm-ups flagged. Weights in hundredths of a pound. */
  sets: { setNumber: number; weight: number | null; reps: number | null; isWarmup: boolean; isCompleted: boolean }[];
  /** Best estimated one-rep max of a completed working set, hundredths of a pound (null when none has weight and reps). */
  bestE1rm: number | null;
  heaviestWeight: number | null;
  /** Completed working sets' weight × reps, in hundredths of a pound × reps. */
  sessionVolume: number;
  /** Records this session set on this exercise. */
  personalRecords: RecordKind[];
}

/** `GET /api/users/{id}/training-days?month=YYYY-MM&timeZone=`: the days of that month with a finished workout. */
export interface TrainingDays {
  month: string;
  /** 'YYYY-MM-DD' in the given time zone, ascending. */
  days: string[];
}

/** `POST /api/media/uploads` (issue 26): where and how the browser posts the file itself (a presigned POST). */
export interface MediaUploadTicket {
  uploadId: string;
  /** The form's action: the site's own /uploads path. */
  url: string;
  /** Form fields to send before the file (the last field, named `file`). */
  fields: Record<string, string>;
  maxBytes: number;
}

/** `GET /api/media/uploads/{id}`: the upload's processing; `url` once processed, `reason` once rejected. */
export interface MediaUpload {
  uploadId: string;
  purpose: 'avatar' | 'post';
  status: 'pending' | 'processed' | 'rejected';
  url: string | null;
  reason: string | null;
}
