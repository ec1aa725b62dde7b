import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { applyInOrder } from './stream-batch';

const records = ['100', '200', '300'].map((SequenceNumber) => ({ eventID: `e${SequenceNumber}`, dynamodb: { SequenceNumber } }) as DynamoDBRecord);
const quiet = () => undefined;

describe('applyInOrder', () => {
  it('applies every record in order and reports no failure', async () => {
    const applied: string[] = [];
    const response = await applyInOrder(records, async (record) => applied.push(record.dynamodb!.SequenceNumber!), quiet);
    expect(applied).toEqual(['100', '200', '300']);
    expect(response).toEqual({ batchItemFailures: [] });
  });

  it('stops at the first failing record and reports it, so Lambda retries from there', async () => {
    const applied: string[] = [];
    const failed: string[] = [];
    const response = await applyInOrder(
      records,
      async (record) => {
        if (record.dynamodb!.SequenceNumber === '200') throw new Error('throttled');
        applied.push(record.dynamodb!.SequenceNumber!);
      },
      (record) => failed.push(record.eventID!),
    );
    expect(applied).toEqual(['100']);
    expect(failed).toEqual(['e200']);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }] });
  });
});
