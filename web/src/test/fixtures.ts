/** Bodies the API answers, built from shared/api-types so a test's data has the server's shape. */
import { timeOrderedId } from '../../../shared/ids';
import type { CompletedWorkout, ConversationSummary, Exercise, ExerciseHistoryEntry, ExerciseRecords, FeedPage, Message, Notification, PlanSummary, SocialPost, User, UserProfile, PlanWithWorkouts, Workout, WorkoutExercise, WorkoutSession, WorkoutSet } from '../../../shared/api-types';

let sequence = 0;
/** A new id per call: each test's person has their own outbox and device cache. */
export const nextId = (prefix: string) => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

export function aUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId('user');
  return {
    id,
    displayName: 'Alex Athlete',
    username: `alex${id.replace(/\W/g, '')}`,
    email: `${id}@example.com`,
    profileImage: null,
    bio: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    isPrivate: false,
    homeGym: null,
    primaryWorkoutType: null,
    goal: null,
    keyStats: [],
    trainingSettings: { weightUnit: 'kg', plateSetup: null },
    ...overrides,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: nextId('notification'),
    type: 'follow',
    title: 'New follower',
    message: 'Fran Follower started following you',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actorId: null,
    ...overrides,
  };
}

/** A time `minutes` before now, as the API writes times. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Another person's profile as `GET /api/users/{id}` answers it to someone allowed to see it. */
export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const id = overrides.id ?? nextId('person');
  return {
    id,
    displayName: 'Ben Bench',
    username: `ben${id.replace(/\W/g, '')}`,
    profileImage: null,
    bio: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    isPrivate: false,
    canViewContent: true,
    homeGym: null,
    primaryWorkoutType: null,
    goal: null,
    keyStats: [],
    ...overrides,
  };
}

export function aConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const userId = overrides.userId ?? nextId('person');
  return {
    userId,
    lastMessage: 'See you at the gym',
    lastMessageTime: minutesAgo(3),
    lastSenderId: userId,
    displayName: 'Ben Bench',
    username: 'benbench',
    profileImage: null,
    unreadCount: 0,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Message> & Pick<Message, 'senderId' | 'receiverId'>): Message {
  return { id: nextId('message'), content: 'Hello there', createdAt: minutesAgo(10), ...overrides };
}

/** A completed workout as `GET /api/users/{id}/completed-workouts` lists it; weights in pounds. */
export function aCompletedWorkout(overrides: Partial<CompletedWorkout> = {}): CompletedWorkout {
  const completedAt = overrides.completedAt ?? new Date().toISOString();
  return {
    id: timeOrderedId(),
    name: 'Push Day',
    startTime: new Date(Date.parse(completedAt) - 45 * 60_000).toISOString(),
    completedAt,
    endTime: completedAt,
    createdAt: completedAt,
    totalWeight: 2480,
    duration: 45,
    personalRecordCount: 0,
    ...overrides,
  };
}

export function aPost(overrides: Partial<SocialPost> = {}): SocialPost {
  const author = overrides.user ?? { id: overrides.userId ?? nextId('person'), displayName: 'Sam Squat', profileImage: null };
  return {
    id: nextId('post'),
    userId: author.id,
    user: author,
    content: 'New squat PR today',
    createdAt: minutesAgo(30),
    updatedAt: null,
    likes: 0,
    isLiked: false,
    comments: [],
    commentCount: 0,
    mediaUrls: [],
    imageUrl: null,
    workout: null,
    ...overrides,
  };
}

/** One page of posts as the feed and a person's posts answer them. */
export function aFeedPage(posts: SocialPost[], nextCursor: string | null = null): FeedPage {
  return { posts, hasMore: nextCursor !== null, nextCursor };
}

export function anExercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    id: nextId('exercise'),
    name: 'Barbell Squat',
    category: 'Legs',
    equipment: 'Barbell',
    difficulty: 'intermediate',
    muscleGroups: ['Legs'],
    instructions: 'Squat down, stand up.',
    exerciseType: 'weight_reps',
    userId: null,
    isCustom: false,
    ...overrides,
  };
}

/** One session of an exercise; weights in hundredths of a pound, as the API sends them. */
export function anExerciseSession(overrides: Partial<ExerciseHistoryEntry> & Pick<ExerciseHistoryEntry, 'exerciseId'>): ExerciseHistoryEntry {
  return {
    sessionId: timeOrderedId(),
    sessionName: 'Push Day',
    completedAt: minutesAgo(24 * 60),
    exerciseName: 'Bench Press',
    sets: [{ setNumber: 1, weight: 22_500, reps: 5, isWarmup: false, isCompleted: true }],
    bestE1rm: 26_250,
    heaviestWeight: 22_500,
    sessionVolume: 112_500,
    personalRecords: [],
    ...overrides,
  };
}

export function someRecords(overrides: Partial<ExerciseRecords> & Pick<ExerciseRecords, 'exerciseId'>): ExerciseRecords {
  return {
    exerciseName: 'Bench Press',
    heaviestWeight: null,
    bestE1rm: null,
    bestSetVolume: null,
    bestSessionVolume: null,
    bestReps: [],
    ...overrides,
  };
}

/** A routine (kind 'routine') or training plan (kind 'plan') as `GET /api/plans/user` lists it. */
export function aPlanSummary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: nextId('plan'),
    userId: nextId('person'),
    kind: 'routine',
    folderId: null,
    name: 'Push Day',
    description: '',
    difficulty: 'intermediate',
    isPublic: false,
    duration: null,
    workoutIds: [],
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    exerciseNames: [],
    ...overrides,
  };
}

/** The signed-in person's own profile, as `GET /api/users/{id}` answers it to them. */
export const ownProfile = (user: User): UserProfile => ({ ...aProfile({ ...user }), email: user.email });

/** A workout session as `GET /api/workout-sessions/{id}` answers it: completed unless said otherwise. */
export function aSession(overrides: Partial<WorkoutSession> = {}): WorkoutSession {
  const completedAt = overrides.completedAt === undefined ? minutesAgo(60) : overrides.completedAt;
  const startTime = minutesAgo(105);
  return {
    id: timeOrderedId(),
    userId: nextId('person'),
    name: 'Push Day',
    workoutName: null,
    isActive: completedAt === null,
    status: completedAt === null ? 'active' : 'completed',
    startTime,
    startedAt: startTime,
    createdAt: startTime,
    endTime: completedAt,
    completedAt,
    duration: completedAt === null ? null : 45,
    workoutPlanId: null,
    workoutId: null,
    totalWeight: 0,
    notes: null,
    exerciseIds: [],
    exerciseRestSeconds: {},
    ...overrides,
  };
}

/** A set as `GET /api/workout-sets/session/{sessionId}` lists it; weight in hundredths of a pound. */
export function aSet(overrides: Partial<WorkoutSet> & Pick<WorkoutSet, 'sessionId' | 'setNumber'>): WorkoutSet {
  return {
    id: nextId('set'),
    exerciseId: 'Barbell_Squat',
    exerciseName: 'Barbell Squat',
    exerciseOrder: 0,
    weight: 10_000,
    reps: 5,
    exerciseType: 'weight_reps',
    durationSeconds: null,
    distanceMeters: null,
    isCompleted: true,
    isWarmup: false,
    createdAt: minutesAgo(90),
    ...overrides,
    setType: overrides.setType ?? (overrides.isWarmup ? 'warmup' : 'normal'),
  };
}

/** A workout (of a training plan unless said otherwise) with no exercises. */
export function aWorkout(overrides: Partial<Workout> = {}): Workout {
  return {
    id: nextId('workout'),
    userId: nextId('person'),
    name: 'Leg Day',
    description: '',
    difficulty: 'intermediate',
    isPublic: false,
    estimatedDuration: 45,
    planId: null,
    inRoutine: false,
    totalExercises: 0,
    exercises: [],
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** An exercise of a workout: three sets of 8-12 unless said otherwise. */
export function aWorkoutExercise(overrides: Partial<WorkoutExercise> & Pick<WorkoutExercise, 'workoutPlanId' | 'exerciseName'>): WorkoutExercise {
  return {
    id: nextId('entry'),
    exerciseId: overrides.exerciseName.replace(/\W+/g, '_'),
    sets: 3,
    reps: '8-12',
    weight: null,
    restSeconds: 90,
    notes: null,
    orderIndex: 0,
    supersetGroup: null,
    warmupSets: 0,
    ...overrides,
  };
}

/** A routine as `GET /api/workout-plans/{id}` answers it: the plan and its one workout holding `exercises`. */
export function aRoutine(userId: string, name: string, exerciseNames: string[]): PlanWithWorkouts {
  const workout = aWorkout({ userId, name, inRoutine: true });
  workout.exercises = exerciseNames.map((exerciseName, orderIndex) => aWorkoutExercise({ workoutPlanId: workout.id, exerciseName, orderIndex }));
  workout.totalExercises = exerciseNames.length;
  const plan = aPlanSummary({ userId, name, kind: 'routine', workoutIds: [workout.id] });
  return { ...plan, workouts: [workout] };
}
