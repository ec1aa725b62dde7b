import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the secret holds per version stage; the mocked Secrets Manager answers from it. */
const stages = new Map<string, string>();
const reads: string[] = [];

vi.mock('@aws-sdk/client-secrets-manager', () => ({
  GetSecretValueCommand: class {
    constructor(readonly input: { SecretId: string; VersionStage: string }) {}
  },
  SecretsManagerClient: class {
    async send(command: { input: { VersionStage: string } }) {
      reads.push(command.input.VersionStage);
      return { SecretString: stages.get(command.input.VersionStage) };
    }
  },
}));

const { forgetLoadedKeys, issueToken, keyIdOf } = await import('./jwt');

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};
const kidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid as string;

function auth(publicKey: string) {
  forgetLoadedKeys();
  reads.length = 0;
  delete process.env.JWT_PRIVATE_KEY;
  process.env.JWT_PRIVATE_KEY_SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:1:secret:jwt';
  process.env.JWT_PUBLIC_KEY = publicKey;
}

afterEach(() => {
  delete process.env.JWT_PRIVATE_KEY_SECRET_ARN;
  stages.clear();
  forgetLoadedKeys();
});

describe('the auth function signs with the private key of its own public key (a rotation in progress)', () => {
  const old = pair();
  const next = pair();

  it('signs with the current secret when it matches JWT_PUBLIC_KEY', async () => {
    stages.set('AWSCURRENT', next.privateKey).set('AWSPREVIOUS', old.privateKey);
    auth(next.publicKey);
    expect(kidOf(await issueToken('user-1'))).toBe(keyIdOf(next.publicKey));
    expect(reads).toEqual(['AWSCURRENT']);
  });

  it('a not yet updated auth container signs with the previous key, which every verifier still knows', async () => {
    stages.set('AWSCURRENT', next.privateKey).set('AWSPREVIOUS', old.privateKey);
    auth(old.publicKey);
    expect(kidOf(await issueToken('user-1'))).toBe(keyIdOf(old.publicKey));
    expect(reads).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
  });

  it('refuses to sign when neither key matches its public key', async () => {
    stages.set('AWSCURRENT', next.privateKey).set('AWSPREVIOUS', old.privateKey);
    auth(pair().publicKey);
    await expect(issueToken('user-1')).rejects.toThrow(/matches JWT_PUBLIC_KEY/);
  });
});
