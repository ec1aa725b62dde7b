import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { MAX_PAGE_SIZE } from '../../../../../shared/constants';
import { callPage } from '../../../lib/api';
import type { ApiPage } from '../../../lib/api-client';
import { exerciseRecordsQueryOptions } from '../../../lib/queries/insight-queries';
import { mostRepsOf, STATS_FROM_RECORDS, type RecordFacts } from '../lib/stats-from-records';

/** Pull-up sessions read for the most reps: the latest 300 (3 pages), years of training for most people. */
const HISTORY_PAGES = 3;

/** The most reps in one set of `exerciseId`, from GET /api/users/{me}/exercises/{exerciseId}/history (newest first). */
async function mostRepsInHistory(userId: string, exerciseId: string): Promise<number | null> {
  const entries: ExerciseHistoryEntry[] = [];
  let cursor: string | null = '';
  for (let page = 0; page < HISTORY_PAGES && cursor !== null; page += 1) {
    const result: ApiPage<ExerciseHistoryEntry> = await callPage('GET /api/users/{id}/exercises/{exerciseId}/history', {
      params: { id: userId, exerciseId },
      query: { limit: MAX_PAGE_SIZE, cursor: cursor || undefined },
    });
    entries.push(...result.items);
    cursor = result.nextCursor;
  }
  return mostRepsOf(entries);
}

/** Each main lift's best e1RM (GET …/records, the insights screens' query) and pull-ups' most reps. */
async function readRecordFacts(queryClient: QueryClient, userId: string): Promise<RecordFacts> {
  const facts = await Promise.all(
    STATS_FROM_RECORDS.map(async (source) => {
      if (source.measure === 'reps') return [source.exerciseId, await mostRepsInHistory(userId, source.exerciseId)] as const;
      const records = await queryClient.fetchQuery(exerciseRecordsQueryOptions(userId, source.exerciseId));
      return [source.exerciseId, records.bestE1rm?.value ?? null] as const;
    }),
  );
  return new Map(facts);
}

/** 'Fill from my records' (issue 27): a read started by a tap, so a mutation carries its pending and error states. */
export function useReadRecordFacts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => readRecordFacts(queryClient, userId) });
}
