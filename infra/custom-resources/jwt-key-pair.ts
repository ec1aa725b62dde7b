import { generateKeyPairSync } from 'node:crypto';
import { PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

/**
 * The ES256 signing key, made at deploy time (the provider framework's onEvent handler).
 *
 * Create: a new P-256 pair; the private key (PKCS8 PEM) goes into the secret, the public key (SPKI PEM) comes back as
 * the `PublicKey` attribute for the functions' JWT_PUBLIC_KEY. The public key is also the physical id, so an Update
 * that changes nothing that matters answers the same key without reading the secret (this function can only write it).
 * A new pair is made only when the secret or the `generation` property changes: that is how the key is rotated. The
 * key it replaces becomes `PreviousPublicKey` (JWT_PREVIOUS_PUBLIC_KEY), kept in the physical id until the next
 * rotation, so tokens it signed still verify (docs/operations.md, "The token signing key").
 */

export interface KeyPairProperties {
  SecretArn: string;
  /** Bumped by an operator to rotate the key (docs/operations.md). */
  Generation: string;
}

export interface KeyPairResponse {
  PhysicalResourceId: string;
  /** PreviousPublicKey is '' until the first rotation. */
  Data?: { PublicKey: string; PreviousPublicKey: string };
}

const ID_PREFIX = 'es256-p256:';

type PutSecret = (secretArn: string, privateKeyPem: string) => Promise<void>;

const putSecretInSecretsManager: PutSecret = async (secretArn, privateKeyPem) => {
  await new SecretsManagerClient({}).send(new PutSecretValueCommand({ SecretId: secretArn, SecretString: privateKeyPem }));
};

/**
 * The physical id carries the public keys' DER in base64, the current one and after a rotation the previous one
 * (91 bytes of SPKI each: far under CloudFormation's 1 KB).
 */
const physicalIdOf = (publicKeyPem: string, previousPublicKeyPem: string) =>
  ID_PREFIX + [publicKeyPem, previousPublicKeyPem].filter(Boolean).map(pemBody).join(':');
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

function pemOf(base64: string): string {
  const lines = base64.match(/.{1,64}/g) ?? [];
  return ['-----BEGIN PUBLIC KEY-----', ...lines, '-----END PUBLIC KEY-----', ''].join('\n');
}

function publicKeysOfPhysicalId(physicalId: string): { PublicKey: string; PreviousPublicKey: string } | undefined {
  if (!physicalId.startsWith(ID_PREFIX)) return undefined;
  const [current, previous] = physicalId.slice(ID_PREFIX.length).split(':');
  if (!current) return undefined;
  return { PublicKey: pemOf(current), PreviousPublicKey: previous ? pemOf(previous) : '' };
}

async function createPair(properties: KeyPairProperties, putSecret: PutSecret, previousPublicKey = ''): Promise<KeyPairResponse> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  await putSecret(properties.SecretArn, privateKey);
  return { PhysicalResourceId: physicalIdOf(publicKey, previousPublicKey), Data: { PublicKey: publicKey, PreviousPublicKey: previousPublicKey } };
}

export async function onEvent(event: CloudFormationCustomResourceEvent, putSecret: PutSecret = putSecretInSecretsManager): Promise<KeyPairResponse> {
  const properties = event.ResourceProperties as unknown as KeyPairProperties;
  if (event.RequestType === 'Create') return createPair(properties, putSecret);
  // The secret belongs to its own resource; removing this one leaves it to CloudFormation.
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };

  const old = event.OldResourceProperties as unknown as KeyPairProperties;
  const keys = publicKeysOfPhysicalId(event.PhysicalResourceId);
  if (keys && old.SecretArn === properties.SecretArn && old.Generation === properties.Generation) {
    return { PhysicalResourceId: event.PhysicalResourceId, Data: keys };
  }
  // The replaced key still verifies for one generation; the one before it is dropped.
  return createPair(properties, putSecret, keys?.PublicKey);
}

export const handler = (event: CloudFormationCustomResourceEvent) => onEvent(event);
