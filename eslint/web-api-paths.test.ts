import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { webApiClientFiles } from '../eslint.config.js';

// The repository's own config on synthetic files: outside the API client, an '/api/' path fails lint.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function apiPathErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes("'/api/' path")).length;
}

const paths = "export const one = '/api/users';\nexport const two = (id: string) => `/api/users/${id}`;\nexport const three = (origin: string) => `${origin}/api/health`;\n";

describe("no '/api/' path in web/src outside the API client", () => {
  it('fails a string or template path in a feature, a lib module or app/', async () => {
    expect(await apiPathErrors('web/src/features/social/api/probe.ts', paths)).toBe(3);
    expect(await apiPathErrors('web/src/lib/queries/probe.ts', paths)).toBe(3);
    expect(await apiPathErrors('web/src/app/probe.tsx', paths)).toBe(3);
  }, 60_000);

  it('lets the client, tests, route keys and familyKey through', async () => {
    for (const file of webApiClientFiles) expect(await apiPathErrors(file, paths)).toBe(0);
    expect(await apiPathErrors('web/src/features/social/screens/probe.component.test.tsx', paths)).toBe(0);
    const keys = "declare const call: (key: string) => void;\ndeclare const familyKey: (path: string) => string[];\ncall('GET /api/users/{id}');\nexport const all = familyKey('/api/users');\n";
    expect(await apiPathErrors('web/src/features/social/api/probe.ts', keys)).toBe(0);
  }, 60_000);
});
