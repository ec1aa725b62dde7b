import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build, type Plugin } from 'vite';

/**
 * Issue 12, Performance: the service worker and the outbox add at most 15 KB gzip to the first screen. Builds the web
 * app into a temp folder (so it works on a clean clone and leaves web/dist alone), takes the first screen's JavaScript
 * from Vite's build manifest (the entry chunk and its static imports, recursively) and attributes the modules of
 * those chunks to the parts measured. A part's cost is its modules' code from those chunks, minified and gzipped
 * together: a slight over-estimate, as gzip of a piece alone cannot reuse the rest's dictionary. Reports, never fails.
 */
export const FIRST_SCREEN_BUDGET_BYTES = 15 * 1024;

const PARTS: { name: string; modules: RegExp }[] = [
  { name: 'service worker registration and update prompt', modules: /web\/src\/features\/pwa\/|workbox-window|pwa-register|vite-plugin-pwa/ },
  {
    name: 'outbox, offline indicator and persisted query cache',
    modules: /web\/src\/features\/offline\/|web\/src\/lib\/outbox\/|idb-keyval|query-async-storage-persister|query-persist-client/,
  },
];

type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; css?: string[] };
type ChunkModules = Map<string, Map<string, string>>;

/** Records which modules (with their rendered code) went into which chunk. */
function moduleRecorder(into: ChunkModules): Plugin {
  return {
    name: 'bench:module-recorder',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(output.fileName, new Map(Object.entries(output.modules).map(([id, module]) => [id, module.code ?? ''])));
      }
    },
  };
}

function firstScreenFiles(manifest: Record<string, ManifestEntry>): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the build manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key]!.file);
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function minifiedGzip(code: string): Promise<number> {
  if (!code.trim()) return 0;
  const { code: minified } = await transform(code, { minify: true, loader: 'js' });
  return gzipSize(minified);
}

export interface FirstScreenReport {
  firstScreenJsGzip: number;
  parts: { name: string; gzip: number; modules: number }[];
  addedGzip: number;
  lazyRegistrationGzip: number;
  serviceWorkerGzip: number;
  serviceWorkerBytes: number;
}

export async function measureFirstScreen(): Promise<FirstScreenReport> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const chunks: ChunkModules = new Map();
  try {
    await build({
      configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'error',
      plugins: [moduleRecorder(chunks)],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
    const files = firstScreenFiles(manifest);
    const firstScreenJsGzip = files.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(outDir, file))), 0);

    const parts = [];
    for (const part of PARTS) {
      const code: string[] = [];
      for (const file of files) {
        for (const [id, rendered] of chunks.get(file) ?? []) if (part.modules.test(id)) code.push(rendered);
      }
      parts.push({ name: part.name, gzip: await minifiedGzip(code.join('\n')), modules: code.length });
    }

    // The registration itself is a chunk loaded after the first render.
    const lazyRegistration = [...chunks].filter(([file, modules]) => !files.includes(file) && [...modules.keys()].some((id) => /register-service-worker|workbox-window/.test(id)));
    const lazyRegistrationGzip = lazyRegistration.reduce((sum, [file]) => sum + gzipSize(readFileSync(path.join(outDir, file))), 0);
    const serviceWorker = readFileSync(path.join(outDir, 'sw.js'));
    return {
      firstScreenJsGzip,
      parts,
      addedGzip: parts.reduce((sum, part) => sum + part.gzip, 0),
      lazyRegistrationGzip,
      serviceWorkerGzip: gzipSize(serviceWorker),
      serviceWorkerBytes: serviceWorker.length,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Prints the report; sizes over the budget are reported, not failed. */
export async function reportFirstScreenSize(log: (line: string) => void = console.log): Promise<void> {
  const report = await measureFirstScreen();
  log('\nFirst screen JavaScript (gzip, from the build manifest: the entry chunk and its static imports):');
  log(`all of it | ${kb(report.firstScreenJsGzip)}`);
  for (const part of report.parts) log(`of which ${part.name} | ${kb(part.gzip)} (${part.modules} modules)`);
  const verdict = report.addedGzip <= FIRST_SCREEN_BUDGET_BYTES ? 'within' : 'OVER';
  log(`service worker + outbox add | ${kb(report.addedGzip)} — ${verdict} the ${kb(FIRST_SCREEN_BUDGET_BYTES)} budget`);
  log(`service worker registration (workbox-window), loaded after the first render | ${kb(report.lazyRegistrationGzip)}`);
  log(`sw.js (not on the first screen) | ${kb(report.serviceWorkerGzip)} gzip, ${kb(report.serviceWorkerBytes)} raw`);
}
