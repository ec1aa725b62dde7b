import { randomUUID } from 'node:crypto';

/** How long any request may take here: under the functions' 10 s timeout, so a hang fails the test. */
export const ANSWER_WITHIN_MS = 10_000;

export interface Answer<T = any> {
  status: number;
  body: T;
  ms: number;
}

/** One HTTP call to a stack of the test's own (not the shared one), bounded in time: a hang is a failure, not a wait. */
export async function request<T = any>(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const started = Date.now();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 5_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // kept as text: the assertion shows what came back
  }
  return { status: response.status, body: body as T, ms: Date.now() - started };
}

export async function signUpAt(baseUrl: string): Promise<{ token: string; userId: string }> {
  const tag = randomUUID().replace(/-/g, '').slice(0, 12);
  const result = await request(baseUrl, 'POST', '/api/auth/signup', {
    body: { displayName: `Faulty ${tag}`, username: `faulty_${tag}`, email: `faulty.${tag}@example.com`, password: 'squat-heavy-1' },
  });
  if (result.status !== 201) throw new Error(`Sign-up failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { token: result.body.token, userId: result.body.user.id };
}

/** A real 1×1 PNG as the data URL a post's photo is sent as. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
