/** A user's workout counters (total workouts, total volume), kept by the same transactions that finish or delete workouts. */
export const userStatsKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'STATS' });
