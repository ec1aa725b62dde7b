import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { checkAnswerAgainstContract } from './contract-check';

export const baseUrl = () => inject('baseUrl');

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface CallOptions {
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One HTTP call to the local API, answering status and parsed JSON body; a 2xx body must match its route's contract. */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl() + path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // leave non-JSON bodies as text so a test can assert on them
  }
  checkAnswerAgainstContract(method, path, response.status, body);
  return { status: response.status, body: body as T, headers: response.headers };
}

export function newSignup(overrides: Partial<Record<'displayName' | 'username' | 'email' | 'password', string>> = {}) {
  const tag = randomUUID().replace(/-/g, '').slice(0, 12);
  return {
    displayName: `Lifter ${tag}`,
    username: `lifter_${tag}`,
    email: `lifter.${tag}@example.com`,
    password: 'squat-heavy-1',
    ...overrides,
  };
}

/** Signs up a fresh user and returns the auth response. */
export async function signUp(overrides: Parameters<typeof newSignup>[0] = {}): Promise<AuthResponse & { password: string }> {
  const input = newSignup(overrides);
  const result = await call<AuthResponse>('POST', '/api/auth/signup', { body: input });
  if (result.status !== 201) throw new Error(`Sign-up failed: ${result.status} ${JSON.stringify(result.body)}`);
  return { ...result.body, password: input.password };
}
