/** The spec's /ai-trainer route (content not shown in spec 001), made a rule-based coach (issue 11). */
export const coachPaths = {
  aiTrainer: '/ai-trainer',
} as const;
