/**
 * What S3 checks of a browser's presigned POST (issue 26), for the local runner: s3rver stores whatever is posted and
 * ignores the policy, so the local /uploads endpoint checks it first, as S3 does in AWS: the SigV4 signature of the
 * policy, its expiry, and every condition (exact fields, prefixes, the file's length), and that no field is sent the
 * policy does not name. Answers the S3 error code and message a refusal would get, or undefined when it may be stored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostPolicyRefusal {
  status: 400 | 403;
  code: string;
  message: string;
}

type Condition = Record<string, string> | [string, string | number, string | number];

/** Fields S3 does not expect a condition for. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function signatureOf(policy: string, secretAccessKey: string, credential: string): string | undefined {
  const [, date, region, service, terminator] = credential.split('/');
  if (!date || !region || service !== 's3' || terminator !== 'aws4_request') return undefined;
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), terminator);
  return hmac(key, policy).toString('hex');
}

const forbidden = (message: string): PostPolicyRefusal => ({ status: 403, code: 'AccessDenied', message });

/** `fields` are the form's text fields (names as sent), `fileSize` the file's length in bytes. */
export function checkPostPolicy(options: {
  fields: ReadonlyMap<string, string>;
  fileSize: number;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  now?: Date;
}): PostPolicyRefusal | undefined {
  const fields = new Map([...options.fields].map(([name, value]) => [name.toLowerCase(), value]));
  fields.set('bucket', options.bucket);
  const policy = fields.get('policy');
  const credential = fields.get('x-amz-credential') ?? '';
  const signature = fields.get('x-amz-signature') ?? '';
  if (!policy) return forbidden('Bucket POST must contain a field named Policy.');
  if (!credential.startsWith(`${options.credentials.accessKeyId}/`)) return forbidden('The AWS Access Key Id you provided does not exist in our records.');
  const expected = signatureOf(policy, options.credentials.secretAccessKey, credential);
  if (!expected || expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
    return forbidden('The request signature we calculated does not match the signature you provided.');
  }
  let document: { expiration?: string; conditions?: Condition[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  if (!document.expiration || Date.parse(document.expiration) <= (options.now ?? new Date()).getTime()) {
    return forbidden('Invalid according to Policy: Policy expired.');
  }
  const named = new Set<string>();
  for (const condition of document.conditions ?? []) {
    const refusal = checkCondition(condition, fields, options.fileSize, named);
    if (refusal) return refusal;
  }
  for (const name of fields.keys()) {
    if (!UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !named.has(name)) {
      return forbidden(`Invalid according to Policy: Extra input fields: ${name}`);
    }
  }
  return undefined;
}

function checkCondition(condition: Condition, fields: Map<string, string>, fileSize: number, named: Set<string>): PostPolicyRefusal | undefined {
  const failed = () => forbidden(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  if (!Array.isArray(condition)) {
    for (const [name, value] of Object.entries(condition)) {
      named.add(name.toLowerCase());
      if (fields.get(name.toLowerCase()) !== value) return failed();
    }
    return undefined;
  }
  const [operator, first, second] = condition;
  if (operator === 'content-length-range') {
    if (fileSize > Number(second)) return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
    if (fileSize < Number(first)) return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' };
    return undefined;
  }
  const name = String(first).replace(/^\$/, '').toLowerCase();
  named.add(name);
  const value = fields.get(name);
  if (operator === 'eq') return value === second ? undefined : failed();
  if (operator === 'starts-with') return value !== undefined && value.startsWith(String(second)) ? undefined : failed();
  return failed();
}
