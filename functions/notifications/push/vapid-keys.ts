/**
 * Issue 30: the VAPID key pair (RFC 8292) the server signs its pushes with: a P-256 pair, kept as the token signing
 * key is. Locally VAPID_PRIVATE_KEY (PKCS8 PEM, made once and kept in the data folder by the runner); in AWS the
 * Secrets Manager secret VAPID_PRIVATE_KEY_SECRET_ARN, read once per cold start by the push sender only. The public
 * key (SPKI PEM) is VAPID_PUBLIC_KEY everywhere: the HTTP function hands it to browsers and never sees the secret.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { requireEnv } from '../../lib/config';

export interface VapidKeys {
  /** base64url of the raw 32-byte private scalar, as web-push takes it. */
  privateKey: string;
  /** base64url of the uncompressed public point (65 bytes), the browser's `applicationServerKey`. */
  publicKey: string;
}

/** The uncompressed point `04 || x || y` of a P-256 public key, base64url. */
export function rawPublicKeyOf(publicKeyPem: string): string {
  const jwk = createPublicKey(publicKeyPem).export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return point.toString('base64url');
}

/** The browsers' applicationServerKey: from VAPID_PUBLIC_KEY. */
export const vapidPublicKey = () => rawPublicKeyOf(requireEnv('VAPID_PUBLIC_KEY'));

async function privateKeyPem(): Promise<string> {
  const local = process.env.VAPID_PRIVATE_KEY;
  if (local) return local;
  const secretArn = process.env.VAPID_PRIVATE_KEY_SECRET_ARN;
  if (!secretArn) throw new Error('VAPID_PRIVATE_KEY or VAPID_PRIVATE_KEY_SECRET_ARN must be set to send pushes');
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!secret.SecretString) throw new Error('The VAPID private key secret is empty');
  return secret.SecretString;
}

let loaded: Promise<VapidKeys> | undefined;

/** Read once per cold start (a failed read is tried again on the next call). */
export function loadVapidKeys(): Promise<VapidKeys> {
  loaded ??= privateKeyPem().then((pem) => {
    const jwk = createPrivateKey(pem).export({ format: 'jwk' });
    return { privateKey: jwk.d!, publicKey: rawPublicKeyOf(createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString()) };
  });
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
