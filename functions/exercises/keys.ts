/**
 * Keys of exercises. The catalogue shares one partition (read whole, ~900 small items); a person's
 * custom exercises live in their own partition, next to claims that keep their names unique per person.
 */
export const CATALOGUE_PARTITION = 'EXERCISES';
export const EXERCISE_SORT_KEY_PREFIX = 'EXERCISE#';
/** Prefix of custom exercise ids: tells them from catalogue ids without a lookup. */
export const CUSTOM_EXERCISE_ID_PREFIX = 'custom-';

const userPartition = (userId: string) => `USER#${userId}`;

export const catalogueExerciseKey = (exerciseId: string) => ({
  PK: CATALOGUE_PARTITION,
  SK: `${EXERCISE_SORT_KEY_PREFIX}${exerciseId}`,
});

/** Records the hash of the catalogue last seeded, so seeding the same catalogue again does nothing. */
export const catalogueSeedMarkerKey = () => ({ PK: CATALOGUE_PARTITION, SK: 'SEED_MARKER' });

export const customExerciseKey = (userId: string, exerciseId: string) => ({
  PK: userPartition(userId),
  SK: `${EXERCISE_SORT_KEY_PREFIX}${exerciseId}`,
});

export const customExercisesPartition = userPartition;

/** Names compare trimmed, with runs of spaces folded and case ignored: 'Leg  Press' equals 'leg press'. */
export const normalizeExerciseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** How many custom exercises a person has, kept by the transaction that creates one. */
export const customExerciseCountKey = (userId: string) => ({ PK: userPartition(userId), SK: 'CUSTOM_EXERCISE_COUNT' });

/** One per custom exercise name of a person: a conditional put on it refuses a duplicate name, even under races. */
export const customExerciseNameClaimKey = (userId: string, name: string) => ({
  PK: userPartition(userId),
  SK: `EXERCISE_NAME#${normalizeExerciseName(name)}`,
});
