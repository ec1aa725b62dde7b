import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashSlots } from './password-hash-slots';

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash). */
export const PRODUCTION_COST_LOG2 = 17;
/**
 * PASSWORD_HASH_COST_LOG2 may lower (or raise) N for new hashes; only the local test stack sets it (10: 1 MiB, ~4 ms).
 * Hashes name their own parameters, so verification works whatever the setting.
 */
export const MIN_COST_LOG2 = 10;
export const MAX_COST_LOG2 = 20;
export const BLOCK_SIZE = 8;
export const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** The cost new hashes use: PASSWORD_HASH_COST_LOG2 when set (10 to 20), else the production 17. */
export function hashCostLog2(value = process.env.PASSWORD_HASH_COST_LOG2): number {
  if (value === undefined || value === '') return PRODUCTION_COST_LOG2;
  const cost = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(cost) || cost < MIN_COST_LOG2 || cost > MAX_COST_LOG2) {
    throw new Error(`PASSWORD_HASH_COST_LOG2 must be a whole number from ${MIN_COST_LOG2} to ${MAX_COST_LOG2}`);
  }
  return cost;
}

/**
 * At most two hashes run at once in a process (each takes 128 MiB and a libuv thread for ~0.4 s); a burst waits its
 * turn, and past 16 waiting or 5 s of waiting is answered 503 with Retry-After instead of running into the function
 * timeout. In Lambda a container serves one request at a time, so this only matters for the local server.
 */
const slots = new HashSlots({ concurrency: 2, maxWaiting: 16, maxWaitMs: 5_000 });

function scrypt(password: string, salt: Buffer, costLog2: number, blockSize: number, parallelism: number) {
  const N = 2 ** costLog2;
  const options: ScryptOptions = { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
  return slots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Returns a self-describing hash: `scrypt$17$8$1$<salt>$<key>` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const costLog2 = hashCostLog2();
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, costLog2, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', costLog2, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

const isWithin = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costText, blockText, parallelText, salt, key] = stored.split('$');
  const [costLog2, blockSize, parallelism] = [Number(costText), Number(blockText), Number(parallelText)];
  if (scheme !== 'scrypt' || !salt || !key) return false;
  if (!isWithin(costLog2, 1, MAX_COST_LOG2) || !isWithin(blockSize, 1, 32) || !isWithin(parallelism, 1, 16)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), costLog2, blockSize, parallelism);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check so response times do not reveal which emails exist. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-matches').catch((error: unknown) => {
    decoyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await decoyHash);
  return false;
}
