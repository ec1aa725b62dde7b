import { afterEach, describe, expect, it } from 'vitest';
import { MissingJavaError, startDynamoDbLocal } from './dynamodb-local';

describe('startDynamoDbLocal without Java', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('says in one line what is missing and how to fix it', async () => {
    process.env.PATH = '/nonexistent';

    const failure = startDynamoDbLocal({});

    await expect(failure).rejects.toBeInstanceOf(MissingJavaError);
    await expect(failure).rejects.toThrow(/^DynamoDB Local needs Java 17 or newer .*apt-get install -y openjdk-17-jre-headless.*DYNAMODB_ENDPOINT/);
  });
});
