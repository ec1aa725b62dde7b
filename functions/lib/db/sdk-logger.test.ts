import { describe, expect, it } from 'vitest';
import { dynamoDbClientConfig } from './client';
import { sdkLogger } from './sdk-logger';

describe("the SDK clients' logger", () => {
  it('has no info, so the SDK never builds its masked copy of every input and output', () => {
    expect('info' in sdkLogger).toBe(false);
    expect(dynamoDbClientConfig().logger).toBe(sdkLogger);
  });
});
