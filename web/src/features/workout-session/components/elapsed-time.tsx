import { elapsedSeconds, formatElapsed } from '../../../../../shared/workout/elapsed';
import { useNow } from '../../../lib/use-now';

/**
 * A workout's running time ('12:05'), re-drawn every second on its own: the clock once re-drew the whole workout every
 * second, which a tap landing then had to wait for (issue 27).
 */
export function ElapsedTime({ startedAt }: { startedAt: string | undefined }) {
  const clock = useNow(1000, Boolean(startedAt));
  const now = Math.max(clock, startedAt ? Date.parse(startedAt) : 0);
  return formatElapsed(elapsedSeconds(startedAt, now));
}
