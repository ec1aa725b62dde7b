/**
 * The account deletion job item (pure: the infra imports its stream filter). One per deleted account; its stream
 * events drive the job: every write of a running job invokes the consumer, which runs a time-boxed slice of the
 * steps and writes the progress back, which invokes it again, until the job is done.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

export const JOB_ENTITY = 'AccountDeletionJob';

export interface DeletionJob {
  userId: string;
  status: 'running' | 'done';
  /** Index of the next step in deletionSteps, and the cursor within it. */
  stepIndex: number;
  stepName: string;
  cursor?: string;
  profileImage: string | null;
  /** Bumped by every write; each write is conditioned on the version read, so two runners never both advance. */
  version: number;
  batches: number;
  startedAt: string;
  updatedAt: string;
  finishedAt?: string;
}

/** Lambda event filter pattern (and the local runner's): a running job was written. */
export const runningDeletionJobFilter = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { entity: { S: [JOB_ENTITY] }, status: { S: ['running'] } } },
} as const;

/** The user id of the running job a stream record wrote; undefined for any other record. */
export function runningJobUserIdOf(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
  if (!image || image.entity?.S !== JOB_ENTITY || image.status?.S !== 'running') return undefined;
  return image.userId?.S;
}
