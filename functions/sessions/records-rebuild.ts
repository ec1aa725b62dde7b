/**
 * Issue 27: PR badges follow the history as it is now. A finish judges its sets against the records stored then; a
 * workout that lands before later ones (an import, a backdated log) or leaves (a deletion) changes what those later
 * sessions beat. Then the exercise's history is counted again in the order done (records-replay.ts) and what differs
 * is written: the entries' flags, the sessions' records (their badge counts) and the records item. docs/decisions.md
 * has the costs; reading a screen costs what it did.
 */
import type { HistoryEntryRecord } from './records';
import { bestsOf, setsByExercise } from './insights';
import { replayExerciseHistory, sameBests, sessionsNamedBy, withExerciseRecords, type EntryRewrite } from './records-replay';
import { listSessionsDoneAfter, listWholeExerciseHistory, replaceExerciseRecords, writeEntryFlags, writeSessionRecords } from './records-repository';
import { findExerciseRecords, findSession, findSessionWithSets } from './repository';
import { StaleWrite } from '../lib/db/transact';
import { withRetries } from '../lib/retries';
import { log } from '../lib/observability';

const REBUILD_CONFLICT = 'Your records were changed at the same time. Please try again.';
/** The index (GSI1) may lag a write by a moment: waits that grow to about 3 s in all before giving up. */
const indexLagDelay = (round: number) => 100 * round;
/** Entries rewritten at once (each an Update, then its session's Get and Update). */
const REWRITE_CONCURRENCY = 10;

/** Legacy entries (before issue 27) have no set ids: they are read from the session's sets, in the order a finish used. */
async function withSetIds(entries: readonly HistoryEntryRecord[]): Promise<HistoryEntryRecord[]> {
  return Promise.all(
    entries.map(async (entry) => {
      if (entry.sets.every((set) => set.id)) return entry;
      const found = await findSessionWithSets({ sessionId: entry.sessionId });
      const sets = found ? (setsByExercise(found.sets, found.session.exerciseIds).get(entry.exerciseId) ?? []) : [];
      return sets.length === entry.sets.length ? { ...entry, sets: entry.sets.map((set, index) => ({ ...set, id: sets[index]?.id })) } : entry;
    }),
  );
}

/** The session's share of records for this exercise, replaced; again from a fresh read when the session changed meanwhile. */
function rewriteSessionRecords(rewrite: EntryRewrite): Promise<void> {
  const { sessionId, exerciseId } = rewrite.entry;
  return withRetries(
    async () => {
      const session = await findSession({ sessionId });
      if (!session || session.status !== 'completed') return;
      const records = session.personalRecords ?? [];
      const next = withExerciseRecords({ records, exerciseId, replacement: rewrite.sessionRecords, exerciseIds: session.exerciseIds });
      if (JSON.stringify(next) === JSON.stringify(records)) return;
      await writeSessionRecords({ session, personalRecords: next });
    },
    { conflictMessage: REBUILD_CONFLICT },
  );
}

async function rewriteEntry(rewrite: EntryRewrite): Promise<void> {
  const written = await writeEntryFlags({ entry: rewrite.entry, setRecords: rewrite.setRecords, personalRecords: rewrite.personalRecords });
  if (written) await rewriteSessionRecords(rewrite);
}

/** Whether a session the records name but the index does not show is only late in the index (it exists, finished). */
async function isLateInIndex(sessionId: string): Promise<boolean> {
  const session = await findSession({ sessionId });
  return session?.status === 'completed';
}

export interface RebuildOptions {
  userId: string;
  exerciseId: string;
  /** Sessions just deleted: the index may still show their entries for a moment. */
  removed?: ReadonlySet<string>;
  /** Sessions just written: the index must show them before the history is counted. */
  added?: ReadonlySet<string>;
}

/**
 * Counts one exercise's history again and writes what changed. Reads: the records item (one Get), the history (one
 * Query per ~1,000 entries). Writes, only for what differs: per entry one Update and its session's Get + Update, then
 * the records item (conditioned on the version read: a finish that wrote them meanwhile makes the whole rebuild run
 * again from fresh reads). Answers how many entries were rewritten.
 */
export async function rebuildExerciseRecords(options: RebuildOptions): Promise<{ rewritten: number; queries: number }> {
  const { userId, exerciseId } = options;
  const removed = options.removed ?? new Set<string>();
  return withRetries(
    async () => {
      const stored = await findExerciseRecords({ userId, exerciseId });
      const history = await listWholeExerciseHistory({ userId, exerciseId });
      const entries = history.entries.filter((entry) => !removed.has(entry.sessionId));
      const seen = new Set(entries.map((entry) => entry.sessionId));
      // The index is eventually consistent: what was just written, and what the records name, must show in it.
      if ([...(options.added ?? [])].some((sessionId) => !seen.has(sessionId))) throw new StaleWrite();
      const named = [...(stored ? sessionsNamedBy(bestsOf(stored)) : [])].filter((sessionId) => !seen.has(sessionId) && !removed.has(sessionId));
      // A name with no session behind it is a workout deleted before issue 27 (its records stayed then): not waited for.
      if ((await Promise.all(named.map(isLateInIndex))).some(Boolean)) throw new StaleWrite();

      const { bests, rewrites } = replayExerciseHistory(await withSetIds(entries));
      for (let start = 0; start < rewrites.length; start += REWRITE_CONCURRENCY) {
        await Promise.all(rewrites.slice(start, start + REWRITE_CONCURRENCY).map(rewriteEntry));
      }
      if (!stored || !sameBests(bests, bestsOf(stored))) {
        const counted = bests.heaviestWeight !== null || bests.bestSessionVolume !== null || (bests.typedBests?.length ?? 0) > 0;
        const exerciseName = entries.at(-1)?.exerciseName ?? stored?.exerciseName ?? '';
        await replaceExerciseRecords({
          userId,
          exerciseId,
          record: counted ? { userId, exerciseId, exerciseName, ...bests, version: (stored?.version ?? 0) + 1, updatedAt: new Date().toISOString() } : undefined,
          readVersion: stored?.version,
        });
      }
      return { rewritten: rewrites.length, queries: history.queries };
    },
    { conflictMessage: REBUILD_CONFLICT, delayMs: indexLagDelay },
  );
}

/**
 * Rebuilds, one exercise after another, and never fails the change that asked for it (the workouts are stored): a
 * rebuild that could not finish is logged, and the records stay as they were until that exercise's history
 * changes again.
 */
async function rebuildEach(userId: string, jobs: readonly Omit<RebuildOptions, 'userId'>[]): Promise<void> {
  for (const job of jobs) {
    try {
      await rebuildExerciseRecords({ userId, ...job });
    } catch (error) {
      log.error('Could not rebuild the records of an exercise', { exerciseId: job.exerciseId, error });
    }
  }
}

/** A workout now in the history: its id, when it was done, and the exercises it has entries for. */
export interface AddedWorkout {
  sessionId: string;
  completedAt: string;
  exerciseIds: readonly string[];
}

/**
 * After workouts were added to the history (an import, a logged workout), each judged against the records stored then:
 * an exercise needs counting again only when some other session of it was done after the earliest one added. Costs
 * one Query (`Limit` ≤ 21, keys only) per exercise when none was: a workout logged today costs one Query per exercise.
 * Answers whether any exercise was counted again (the added workouts' own records may have changed too).
 */
export async function rebuildAfterAdding(options: { userId: string; workouts: readonly AddedWorkout[] }): Promise<boolean> {
  const byExercise = new Map<string, AddedWorkout[]>();
  for (const workout of options.workouts) {
    for (const exerciseId of new Set(workout.exerciseIds)) byExercise.set(exerciseId, [...(byExercise.get(exerciseId) ?? []), workout]);
  }
  const jobs: Omit<RebuildOptions, 'userId'>[] = [];
  for (const [exerciseId, workouts] of byExercise) {
    const [earliest] = [...workouts].sort((a, b) => a.completedAt.localeCompare(b.completedAt) || a.sessionId.localeCompare(b.sessionId));
    if (!earliest) continue;
    const added = new Set(workouts.map((workout) => workout.sessionId));
    const later = await listSessionsDoneAfter({ userId: options.userId, exerciseId, ...earliest, limit: added.size + 1 });
    if (later.some((sessionId) => !added.has(sessionId))) jobs.push({ exerciseId, added });
  }
  await rebuildEach(options.userId, jobs);
  return jobs.length > 0;
}

/**
 * After a finished workout was deleted with its history entries: only an exercise where it held a record changes
 * (a session that beat nothing left the bests as they were, so the sessions after it were judged the same without it).
 */
export async function rebuildAfterRemoving(options: { userId: string; sessionId: string; history: readonly HistoryEntryRecord[] }): Promise<void> {
  const removed = new Set([options.sessionId]);
  const jobs = options.history.filter((entry) => (entry.personalRecords ?? []).length > 0).map((entry) => ({ exerciseId: entry.exerciseId, removed }));
  await rebuildEach(options.userId, jobs);
}
