/**
 * The stored items of the sessions domain: a session, a set, a history entry and a person's records of one exercise,
 * each with its keys (keys.ts). Every repository of the domain writes them through these (and the benchmarks seed
 * exactly the shape they write).
 */
import { exerciseHistoryIndexKey, exerciseRecordsKey, historyEntryKey, sessionKey, sessionsIndexKey, setKey } from './keys';
import type { ExerciseRecordsRecord, HistoryEntryRecord, SessionRecord, SetRecord } from './records';

/** The stored item of a session (also used to seed benchmarks with exactly the shape this module writes). */
export function sessionItem(session: SessionRecord) {
  return { ...sessionKey(session.id), ...sessionsIndexKey(session.userId, session.startTime, session.id), entity: 'WorkoutSession', ...session };
}

/** The stored item of a set. */
export function setItem(set: SetRecord) {
  return { ...setKey(set.sessionId, set.localId), entity: 'WorkoutSet', ...set };
}

/** The stored item of a history entry: in its session's partition, listed per person and exercise in GSI1. */
export function historyEntryItem(entry: HistoryEntryRecord) {
  return {
    ...historyEntryKey(entry.sessionId, entry.exerciseId),
    ...exerciseHistoryIndexKey(entry.userId, entry.exerciseId, entry.completedAt, entry.sessionId),
    entity: 'ExerciseHistoryEntry',
    ...entry,
  };
}

/** The stored item of a person's records of one exercise. */
export function exerciseRecordsItem(record: ExerciseRecordsRecord) {
  return { ...exerciseRecordsKey(record.userId, record.exerciseId), entity: 'ExerciseRecords', ...record };
}
