import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build, type Plugin } from 'vite';
import { FIRST_SCREEN_MODULES } from '../web/build/first-screen-preload';
import type { BenchFigure } from './figures';

/**
 * Issue 14: the JavaScript a phone downloads before each first screen, against a floor the bench builds itself (a
 * bare React + React Router + TanStack Query app from this repo's node_modules): budget 1.15 x the floor. Issue 12:
 * the service worker and the outbox add at most 15 KB gzip to it.
 *
 * What a screen needs comes from Vite's build manifest: the entry chunk and its static imports, plus the lazy chunks
 * index.html's first-screen preload script fetches for that screen (web/build/first-screen-preload.ts) and their static
 * imports, plus that script and the theme's boot script (web/build/theme-boot.ts). A name missing from the manifest
 * fails the run, so a renamed screen cannot silently drop out. Sizes are gzip level 9 of each file, as CloudFront
 * sends them (brotli would be ~10% smaller for every row, the floor included). Reports, never fails.
 */
const SECTION = 'First screen';
const FLOOR_RATIO = 1.15;
export const FIRST_SCREEN_BUDGET_BYTES = 15 * 1024;

/** Modules (paths from web/) each first screen imports lazily and awaits before it can render: their chunks count. */
const SCREENS: { name: string; lazy: readonly string[] }[] = [
  { name: 'signed-out first screen (/auth)', lazy: FIRST_SCREEN_MODULES.signedOut },
  { name: 'signed-in first screen (home)', lazy: [...FIRST_SCREEN_MODULES.signedIn, ...FIRST_SCREEN_MODULES.home] },
];

const PARTS: { name: string; modules: RegExp }[] = [
  { name: 'service worker registration and update prompt', modules: /web\/src\/features\/pwa\/|workbox-window|pwa-register|vite-plugin-pwa/ },
  {
    name: 'outbox, offline indicator and persisted query cache',
    modules: /web\/src\/features\/offline\/|web\/src\/lib\/outbox\/|idb-keyval|query-async-storage-persister|query-persist-client/,
  },
];

type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestEntry>;
type ChunkModules = Map<string, Map<string, string>>;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

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

/** The manifest key of the chunk holding a module (a lazy module may share a chunk with others, under that chunk's key). */
function chunkKeyOf(app: AppBuild, modulePath: string): string {
  const id = path.join(repoRoot, 'web', modulePath);
  const file = [...app.chunks].find(([, modules]) => modules.has(id))?.[0];
  const key = Object.keys(app.manifest).find((candidate) => app.manifest[candidate]!.file === file);
  if (!key) throw new Error(`${modulePath} is in no chunk of the web build (renamed? update FIRST_SCREEN_MODULES in web/build/first-screen-preload.ts)`);
  return key;
}

/** The files behind `roots`: each with its static imports, recursively. */
function filesOf(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key]!.file);
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('No entry in the build manifest');
  return key;
}

const gzipOfFiles = (outDir: string, files: string[]) => files.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(outDir, file))), 0);

async function minifiedGzip(code: string): Promise<number> {
  if (!code.trim()) return 0;
  const { code: minified } = await transform(code, { minify: true, loader: 'js' });
  return gzipSize(minified);
}

const FLOOR_ROUTES = `[{ element: h(Outlet), children: [{ index: true, element: h(Home) }, { path: 'about', element: h('p', null, 'About') }] }]`;
/** How the bare app mounts its router: the data router (the floor issue 14 set), or declarative mode as this app does. */
const FLOOR_ROUTERS = {
  data: {
    imports: 'createBrowserRouter, RouterProvider',
    app: `const router = createBrowserRouter(${FLOOR_ROUTES});\nconst App = () => h(RouterProvider, { router });`,
  },
  declarative: {
    imports: 'BrowserRouter, useRoutes',
    app: `const Routes = () => useRoutes(${FLOOR_ROUTES});\nconst App = () => h(BrowserRouter, null, h(Routes));`,
  },
} as const;

/** Plain JavaScript (no JSX, so no plugin is needed): one route, one query, rendered into #root. */
const floorApp = ({ imports, app }: (typeof FLOOR_ROUTERS)[keyof typeof FLOOR_ROUTERS]) => `
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ${imports}, Outlet, Link } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
const queryClient = new QueryClient();
function Home() {
  const { data } = useQuery({ queryKey: ['hello'], queryFn: async () => 'Hello' });
  return h('main', null, h('h1', null, data ?? '…'), h(Link, { to: '/about' }, 'About'));
}
${app}
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(QueryClientProvider, { client: queryClient }, h(App))));
`;

/**
 * The floor: the bare app built with Vite in production mode. Its folder sits under node_modules/.cache (ignored by
 * git) so it resolves the very React, Router and Query versions this repo installs.
 */
async function measureFloor(router: keyof typeof FLOOR_ROUTERS): Promise<number> {
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const root = mkdtempSync(path.join(cacheDir, 'bench-floor-'));
  try {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>');
    writeFileSync(path.join(root, 'main.js'), floorApp(FLOOR_ROUTERS[router]));
    await build({
      root,
      configFile: false,
      mode: 'production',
      logLevel: 'error',
      build: { outDir: path.join(root, 'dist'), emptyOutDir: true, manifest: true },
    });
    const outDir = path.join(root, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return gzipOfFiles(outDir, filesOf(manifest, [entryKey(manifest)]));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

interface AppBuild {
  outDir: string;
  manifest: Manifest;
  chunks: ChunkModules;
}

/** Builds the web app into a temp folder, so it works on a clean clone and leaves web/dist alone. */
async function buildApp(): Promise<AppBuild> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const chunks: ChunkModules = new Map();
  await build({
    configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    plugins: [moduleRecorder(chunks)],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest, chunks };
}

/**
 * A part's cost is its modules' code from the screen's chunks, minified and gzipped together: a slight over-estimate,
 * as gzip of a piece alone cannot reuse the rest's dictionary.
 */
async function partFigures(app: AppBuild, files: string[]): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  let added = 0;
  for (const part of PARTS) {
    const code: string[] = [];
    for (const file of files) for (const [id, rendered] of app.chunks.get(file) ?? []) if (part.modules.test(id)) code.push(rendered);
    const gzip = await minifiedGzip(code.join('\n'));
    added += gzip;
    figures.push({ section: SECTION, name: `home: of which ${part.name}`, value: toKb(gzip), unit: 'KB', note: `${code.length} modules` });
  }
  figures.push({
    section: SECTION,
    name: 'home: service worker + outbox add',
    value: toKb(added),
    unit: 'KB',
    budget: { limit: toKb(FIRST_SCREEN_BUDGET_BYTES), kind: 'max', basis: 'issue 12' },
  });
  return figures;
}

/**
 * FIRST_SCREEN_MODULES=1: prints each first-screen file's gzip and its modules' (minified, gzipped alone: a slight
 * over-estimate, see partFigures), largest first, to see what a change would save.
 */
async function printModules(app: AppBuild, screen: string, files: string[]): Promise<void> {
  console.log(`\n${screen}`);
  for (const file of files) {
    console.log(`  ${file}: ${gzipSize(readFileSync(path.join(app.outDir, file)))} B gzip`);
    const rows: [string, number][] = [];
    for (const [id, code] of app.chunks.get(file) ?? []) rows.push([path.relative(repoRoot, id), await minifiedGzip(code)]);
    for (const [id, gzip] of rows.sort((a, b) => b[1] - a[1])) if (gzip > 0) console.log(`    ${String(gzip).padStart(6)}  ${id}`);
  }
}

export async function measureFirstScreens(): Promise<BenchFigure[]> {
  const floor = await measureFloor('data');
  const declarativeFloor = await measureFloor('declarative');
  const app = await buildApp();
  try {
    const entry = entryKey(app.manifest);
    const figures: BenchFigure[] = [
      { section: SECTION, name: 'floor: bare React + Router + Query app', value: toKb(floor), unit: 'KB', note: 'gzip, built by the bench, data router' },
      {
        section: SECTION,
        name: 'the same bare app with the router in declarative mode',
        value: toKb(declarativeFloor),
        unit: 'KB',
        note: 'not a budget: this app uses declarative mode (docs/decisions.md 61)',
      },
    ];
    let homeFiles: string[] = [];
    const preloadScript = readdirSync(path.join(app.outDir, 'assets')).find((file) => file.startsWith('first-screen-preload-'));
    if (!preloadScript) throw new Error('The web build has no first-screen preload script (web/build/first-screen-preload.ts)');
    const themeScript = readdirSync(path.join(app.outDir, 'assets')).find((file) => file.startsWith('theme-boot-'));
    if (!themeScript) throw new Error('The web build has no theme boot script (web/build/theme-boot.ts)');
    for (const screen of SCREENS) {
      const files = [
        ...filesOf(app.manifest, [entry, ...screen.lazy.map((modulePath) => chunkKeyOf(app, modulePath))]),
        `assets/${preloadScript}`,
        `assets/${themeScript}`,
      ];
      if (screen.lazy.includes('src/features/home/screens/home-screen.tsx')) homeFiles = files;
      const gzip = gzipOfFiles(app.outDir, files);
      if (process.env.FIRST_SCREEN_MODULES) await printModules(app, screen.name, files);
      figures.push({
        section: SECTION,
        name: `${screen.name} JavaScript`,
        value: toKb(gzip),
        unit: 'KB',
        budget: { limit: toKb(floor * FLOOR_RATIO), kind: 'max', basis: `${FLOOR_RATIO} x floor ${toKb(floor)} KB` },
        note: `gzip, ${files.length} files`,
      });
    }
    figures.push(...(await partFigures(app, homeFiles)));

    // The registration itself is a chunk loaded after the first render.
    const firstScreenFiles = new Set(homeFiles);
    const lazyRegistration = [...app.chunks].filter(
      ([file, modules]) => !firstScreenFiles.has(file) && [...modules.keys()].some((id) => /register-service-worker|workbox-window/.test(id)),
    );
    figures.push({
      section: SECTION,
      name: 'service worker registration, after the first render',
      value: toKb(gzipOfFiles(app.outDir, lazyRegistration.map(([file]) => file))),
      unit: 'KB',
    });
    const serviceWorker = readFileSync(path.join(app.outDir, 'sw.js'));
    figures.push({ section: SECTION, name: 'sw.js (not on the first screen)', value: toKb(gzipSize(serviceWorker)), unit: 'KB', note: `${toKb(serviceWorker.length)} KB raw` });
    return figures;
  } finally {
    rmSync(app.outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const figure of await measureFirstScreens()) {
    const budget = figure.budget ? ` (budget ${figure.budget.kind === 'max' ? '≤' : '≥'} ${figure.budget.limit} ${figure.unit}, ${figure.budget.basis})` : '';
    console.log(`${figure.name} | ${figure.value} ${figure.unit}${budget}${figure.note ? ` — ${figure.note}` : ''}`);
  }
}
