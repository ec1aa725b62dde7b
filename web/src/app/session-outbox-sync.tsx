import { useSessionOutboxSync } from '../features/workout-session';

/** The live workout's outbox listener as a component of its own, so it loads after the first screen (auth-gate). */
export default function SessionOutboxSync() {
  useSessionOutboxSync();
  return null;
}
