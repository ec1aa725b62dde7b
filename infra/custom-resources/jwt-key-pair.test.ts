import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { onEvent } from './jwt-key-pair';

const base = { ServiceToken: 'token', ResponseURL: 'url', StackId: 'stack', RequestId: 'r', LogicalResourceId: 'KeyPair', ResourceType: 'Custom::JwtKeyPair' };
const properties = (generation = '1', secretArn = 'arn:secret:a') => ({ ServiceToken: 'token', SecretArn: secretArn, Generation: generation });

function recorder() {
  const written: { arn: string; pem: string }[] = [];
  return { written, put: async (arn: string, pem: string) => void written.push({ arn, pem }) };
}

describe('ES256 key pair custom resource', () => {
  it('on create writes a P-256 private key to the secret and answers the matching public key', async () => {
    const secrets = recorder();
    const created = await onEvent({ ...base, RequestType: 'Create', ResourceProperties: properties() } as CloudFormationCustomResourceEvent, secrets.put);
    expect(secrets.written).toHaveLength(1);
    expect(secrets.written[0]!.arn).toBe('arn:secret:a');
    const privateKey = createPrivateKey(secrets.written[0]!.pem);
    expect(privateKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(secrets.written[0]!.pem).toContain('-----BEGIN PRIVATE KEY-----');
    const publicPem = created.Data!.PublicKey;
    expect(publicPem).toContain('-----BEGIN PUBLIC KEY-----');
    expect(publicPem).not.toContain('PRIVATE');
    const signature = sign('sha256', Buffer.from('token'), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    expect(verify('sha256', Buffer.from('token'), { key: createPublicKey(publicPem), dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    expect(created.PhysicalResourceId.length).toBeLessThanOrEqual(1024);
  });

  it('on an update that changes nothing that matters keeps the key: no write, the same public key', async () => {
    const secrets = recorder();
    const created = await onEvent({ ...base, RequestType: 'Create', ResourceProperties: properties() } as CloudFormationCustomResourceEvent, secrets.put);
    const updated = await onEvent(
      {
        ...base,
        RequestType: 'Update',
        PhysicalResourceId: created.PhysicalResourceId,
        ResourceProperties: { ...properties(), ServiceToken: 'new-token' },
        OldResourceProperties: properties(),
      } as CloudFormationCustomResourceEvent,
      secrets.put,
    );
    expect(secrets.written).toHaveLength(1);
    expect(updated).toEqual(created);
    expect(createPublicKey(updated.Data!.PublicKey).export({ type: 'spki', format: 'pem' })).toBe(created.Data!.PublicKey);
  });

  it('a new generation (rotation) or another secret makes and writes a new pair', async () => {
    const secrets = recorder();
    const created = await onEvent({ ...base, RequestType: 'Create', ResourceProperties: properties() } as CloudFormationCustomResourceEvent, secrets.put);
    for (const [next, old] of [
      [properties('2'), properties('1')],
      [properties('1', 'arn:secret:b'), properties('1')],
    ] as const) {
      const rotated = await onEvent(
        { ...base, RequestType: 'Update', PhysicalResourceId: created.PhysicalResourceId, ResourceProperties: next, OldResourceProperties: old } as CloudFormationCustomResourceEvent,
        secrets.put,
      );
      expect(rotated.Data!.PublicKey).not.toBe(created.Data!.PublicKey);
      expect(rotated.PhysicalResourceId).not.toBe(created.PhysicalResourceId);
      expect(secrets.written.at(-1)!.arn).toBe(next.SecretArn);
    }
    expect(secrets.written).toHaveLength(3);
  });

  it('a rotation keeps the replaced public key as the previous one for one generation, through later deploys', async () => {
    const secrets = recorder();
    const update = (physicalId: string, next: ReturnType<typeof properties>, old: ReturnType<typeof properties>) =>
      onEvent({ ...base, RequestType: 'Update', PhysicalResourceId: physicalId, ResourceProperties: next, OldResourceProperties: old } as CloudFormationCustomResourceEvent, secrets.put);
    const first = await onEvent({ ...base, RequestType: 'Create', ResourceProperties: properties() } as CloudFormationCustomResourceEvent, secrets.put);
    expect(first.Data!.PreviousPublicKey).toBe('');

    const second = await update(first.PhysicalResourceId, properties('2'), properties('1'));
    expect(second.Data!.PreviousPublicKey).toBe(first.Data!.PublicKey);
    expect(second.Data!.PublicKey).not.toBe(first.Data!.PublicKey);
    expect(second.PhysicalResourceId.length).toBeLessThanOrEqual(1024);

    // An ordinary deploy later answers both keys again, without a write.
    const unchanged = await update(second.PhysicalResourceId, { ...properties('2'), ServiceToken: 'new-token' }, properties('2'));
    expect(unchanged).toEqual(second);

    const third = await update(second.PhysicalResourceId, properties('3'), properties('2'));
    expect(third.Data!.PreviousPublicKey).toBe(second.Data!.PublicKey);
    expect(third.PhysicalResourceId).not.toContain(first.PhysicalResourceId.slice('es256-p256:'.length));
    expect(secrets.written).toHaveLength(3);
  });

  it('on delete leaves the secret alone', async () => {
    const secrets = recorder();
    const deleted = await onEvent(
      { ...base, RequestType: 'Delete', PhysicalResourceId: 'es256-p256:abc', ResourceProperties: properties() } as CloudFormationCustomResourceEvent,
      secrets.put,
    );
    expect(deleted).toEqual({ PhysicalResourceId: 'es256-p256:abc' });
    expect(secrets.written).toEqual([]);
  });
});
