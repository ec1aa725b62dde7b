/** What the sessions domain keeps of a person, removed when the account is deleted (docs/operations.md). */
import type { DeletionStep } from '../lib/account-deletion';
import {
  exerciseRecordsKey,
  activeSessionPointerKey,
  healthImportClaimKey,
  sessionsPartition,
  workoutImportClaimKey,
  deviceSetClaimKey,
  userStatsKey,
} from './keys';
import { partitionDeletionStep, queryWholePartition } from '../lib/db/sweep';

const userPartition = (userId: string) => userStatsKey(userId).PK;

/** Each session (listed by GSI1) goes with its whole partition: sets and history entries (≤ 500 sets + 50 entries). */
export const sessionsDeletionSteps = (): DeletionStep[] => [
  partitionDeletionStep({
    name: 'sessions.sessions',
    index: 'GSI1',
    partitionOf: sessionsPartition,
    alsoDelete: (session) => queryWholePartition({ partition: String(session.PK) }).then((items) => items.filter((item) => item.SK !== session.SK)),
  }),
  partitionDeletionStep({ name: 'sessions.active-pointer', partitionOf: userPartition, beginsWith: activeSessionPointerKey('').SK }),
  partitionDeletionStep({ name: 'sessions.stats', partitionOf: userPartition, beginsWith: userStatsKey('').SK }),
  partitionDeletionStep({ name: 'sessions.records', partitionOf: userPartition, beginsWith: exerciseRecordsKey('', '').SK }),
  partitionDeletionStep({ name: 'sessions.health-import-claims', partitionOf: userPartition, beginsWith: healthImportClaimKey('', '').SK }),
  partitionDeletionStep({ name: 'sessions.workout-import-claims', partitionOf: userPartition, beginsWith: workoutImportClaimKey('', '').SK }),
  partitionDeletionStep({ name: 'sessions.device-set-claims', partitionOf: userPartition, beginsWith: deviceSetClaimKey('', '').SK }),
];
