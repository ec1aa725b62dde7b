import { parseEntryMap, type EntryMap } from '../../../../../shared/workout/entry-copying';
import { readJson, removeKey, storageKeys, writeJson } from './browser-storage';
import { clearRestTimer, getRestTimer } from './rest-timer-store';

/**
 * Per-session browser copy of the weights and reps a person typed (spec 000 section 3:
 * `workout_session_{id}_data`). Typing writes here first, so nothing waits for the network and a
 * reload finds every entry; the server copy follows a moment later.
 */
const SESSION_DATA_PATTERN = /^workout_session_.+_data$/;

export const sessionDataKey = (sessionId: string) => `workout_session_${sessionId}_data`;

interface StoredSessionData {
  entries: EntryMap;
}

export function readSessionEntries(sessionId: string): EntryMap {
  const stored = readJson(sessionDataKey(sessionId));
  if (typeof stored !== 'object' || stored === null) return {};
  return parseEntryMap((stored as Partial<StoredSessionData>).entries);
}

export function writeSessionEntries(sessionId: string, entries: EntryMap): void {
  writeJson(sessionDataKey(sessionId), { entries } satisfies StoredSessionData);
}

/** Forgets one session's typed entries and its rest timer (after Finish or Discard). */
export function clearSessionLocalData(sessionId: string): void {
  removeKey(sessionDataKey(sessionId));
  clearRestTimer(sessionId);
}

/** Forgets every session's typed entries and the rest timer (Quick Start), except those of `keepSessionId`. */
export function clearAllSessionLocalData(keepSessionId?: string): void {
  const keep = keepSessionId === undefined ? null : sessionDataKey(keepSessionId);
  storageKeys()
    .filter((key) => SESSION_DATA_PATTERN.test(key) && key !== keep)
    .forEach(removeKey);
  if (keepSessionId === undefined || getRestTimer()?.sessionId !== keepSessionId) clearRestTimer();
}
