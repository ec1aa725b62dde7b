import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
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

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// This machine's own non-loopback addresses: a connection to one never leaves the machine.
const externalAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && !address.internal && address.family === 'IPv4')
  .map((address) => address!.address);

describe('DynamoDB Local is reachable from this machine only', () => {
  it.skipIf(externalAddresses.length === 0)('answers on 127.0.0.1 and refuses connections to the machine\'s network address', async () => {
    const dynamodb = await startDynamoDbLocal({});
    try {
      const port = Number(new URL(dynamodb.endpoint).port);

      expect(await accepts('127.0.0.1', port)).toBe(true);
      for (const address of externalAddresses) expect(await accepts(address, port), address).toBe(false);
      expect(dynamodb.loopbackOnly).toBe(true);
    } finally {
      await dynamodb.stop();
    }
  }, 60_000);
});
