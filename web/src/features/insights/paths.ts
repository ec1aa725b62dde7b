/** Screen paths of training insights (issue 11). */
export const insightPaths = {
  exerciseDetail: '/exercises/:exerciseId',
  history: '/history',
} as const;

export const exerciseDetailPath = (exerciseId: string) => `/exercises/${encodeURIComponent(exerciseId)}`;
