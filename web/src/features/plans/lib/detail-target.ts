/** Which of its three path kinds the Workout Details screen was opened on (spec 001 section 2). */
export type DetailTarget = { kind: 'session' | 'plan' | 'workout'; id: string };

/**
 * A path containing 'session' names a workout session, one containing 'workout-plan' a plan, any other
 * ('workout-detail') a workout. The id is the last path segment.
 */
export function detailTargetOf(pathname: string): DetailTarget {
  const segments = pathname.split('/').filter(Boolean);
  const id = decodeURIComponent(segments.at(-1) ?? '');
  if (pathname.includes('session')) return { kind: 'session', id };
  if (pathname.includes('workout-plan')) return { kind: 'plan', id };
  return { kind: 'workout', id };
}
