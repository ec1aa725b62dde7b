/**
 * Runs a bench part in a child process of its own and answers what it printed last (one JSON line). Parts that start
 * the local stack need this: the functions' DynamoDB client reads its endpoint once, when its module loads, so one
 * process holds one stack; the orchestrator (bench/run.ts) starts none itself.
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const CHILD_FLAG = '--json-in-this-process';

/** Whether the module at `moduleUrl` is the script node was started with. */
export const isMain = (moduleUrl: string): boolean => Boolean(process.argv[1]) && pathToFileURL(process.argv[1] ?? '').href === moduleUrl;

/** Whether this process is the child a part was started in. */
export const isChild = (): boolean => process.argv.includes(CHILD_FLAG);

export function runInChild<T>(file: string, timeoutMs = 30 * 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', file, CHILD_FLAG],
      { env: process.env, maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout) => {
        if (error) return reject(error);
        const last = stdout.trim().split('\n').at(-1) ?? '';
        try {
          resolve(JSON.parse(last) as T);
        } catch {
          reject(new Error(`${file} printed no JSON result`));
        }
      },
    );
    // The child's progress lines (seeding times) go to the terminal as they come.
    child.stderr?.pipe(process.stderr);
  });
}

/** Prints the child's result as its one last line, then ends the process (a stopped stack may leave handles). */
export function answerFromChild(result: unknown): void {
  process.stdout.write(`\n${JSON.stringify(result)}\n`, () => process.exit(0));
}
