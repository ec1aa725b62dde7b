import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { summarizeError } from './error-summary';

describe('summarizeError', () => {
  it("keeps an SDK error's name, message, status and AWS request id, and leaves out the item it carries", () => {
    const error = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata: { httpStatusCode: 400, requestId: 'AWS-REQ-1' },
      Item: { passwordHash: { S: 'scrypt$secret-hash' } },
    });
    const summary = summarizeError(error);
    expect(summary).toMatchObject({ name: 'ConditionalCheckFailedException', message: 'The conditional request failed', httpStatusCode: 400, awsRequestId: 'AWS-REQ-1' });
    expect(JSON.stringify(summary)).not.toContain('secret-hash');
  });

  it('keeps the code, the cause and the failures inside an AggregateError', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:8000'), { code: 'ECONNREFUSED' });
    const summary = summarizeError(new Error('outer', { cause: new AggregateError([refused], 'all failed') }));
    expect(summary).toMatchObject({
      name: 'Error',
      message: 'outer',
      cause: { name: 'AggregateError', errors: [{ name: 'Error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED ::1:8000' }] },
    });
  });

  it('writes a thrown non-error as text', () => {
    expect(summarizeError('ECONNREFUSED')).toBe('ECONNREFUSED');
  });
});
