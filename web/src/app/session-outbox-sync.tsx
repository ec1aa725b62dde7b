import { useLiveChangeAnswers } from '../lib/live-session/use-live-change-answers';

/** The live workout's outbox listener as a component of its own, so it loads after the first screen (auth-gate). */
export default function SessionOutboxSync() {
  useLiveChangeAnswers();
  return null;
}
