/**
 * What Lambda does to a DynamoDB stream record before a handler sees it, done locally: the SDK's record becomes
 * the event record Lambda delivers (times in epoch seconds, binary as base64, the stream's ARN), and event filter
 * patterns decide which records are delivered at all.
 */
import type { AttributeValue as SdkAttributeValue, _Record as SdkRecord } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function toLambdaValue(value: SdkAttributeValue): AttributeValue {
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaValue) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  return value as AttributeValue;
}

function toLambdaImage(image: Record<string, SdkAttributeValue>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaValue(value)]));
}

const imageOrUndefined = (image: Record<string, SdkAttributeValue> | undefined) => (image ? toLambdaImage(image) : undefined);

/** The record as Lambda's DynamoDB event source delivers it. */
export function toLambdaRecord(record: SdkRecord, eventSourceARN: string): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource ?? 'aws:dynamodb',
    awsRegion: record.awsRegion,
    eventSourceARN,
    dynamodb: {
      ApproximateCreationDateTime: stream.ApproximateCreationDateTime ? Math.floor(stream.ApproximateCreationDateTime.getTime() / 1000) : undefined,
      Keys: imageOrUndefined(stream.Keys),
      NewImage: imageOrUndefined(stream.NewImage),
      OldImage: imageOrUndefined(stream.OldImage),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
  };
}

export type FilterPattern = { readonly [key: string]: readonly unknown[] | FilterPattern };

/**
 * Lambda's event filtering for the patterns this project writes: nested objects, and arrays of exact values (the
 * field must equal one of them). A pattern using anything else (prefix, numeric, exists…) is refused, so a
 * pattern the local runner cannot honour fails loudly instead of filtering differently than AWS.
 */
export function matchesPattern(value: unknown, pattern: FilterPattern): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = (value as Record<string, unknown>)[key];
    if (!Array.isArray(expected)) return matchesPattern(actual, expected as FilterPattern);
    if (expected.some((option) => typeof option === 'object' && option !== null)) {
      throw new Error(`Unsupported filter rule at "${key}": the local stream poller matches exact values only`);
    }
    return (Array.isArray(actual) ? actual : [actual]).some((item) => expected.includes(item));
  });
}

/** Whether Lambda would deliver the record: no patterns, or any one of them matches (they are OR-ed). */
export const passesFilters = (record: DynamoDBRecord, patterns: readonly FilterPattern[]) =>
  patterns.length === 0 || patterns.some((pattern) => matchesPattern(record, pattern));
