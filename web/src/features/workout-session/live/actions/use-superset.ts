import { useQueueChange } from './use-queue-change';

/** Issue 29: "Superset with…" (the other exercises of its superset) and, with none, "Remove from superset". */
export function useSuperset(sessionId: string) {
  const queue = useQueueChange(sessionId);
  return (exerciseId: string, partners: readonly string[]) => queue({ kind: 'superset', exerciseId, partners: [...partners] });
}
