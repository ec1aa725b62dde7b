import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { AUTH_STORAGE_KEY, GENERIC_TOKEN_KEY } from '../src/lib/auth/auth-storage';
import { paths } from '../src/lib/paths';

/**
 * The lazy modules each first screen fetches as the app opens (web/src/app/router.tsx preloadFirstScreen, AuthRoot):
 * paths from web/. A module the build no longer has fails the build, so a rename cannot silently stop the preload.
 */
export const FIRST_SCREEN_MODULES = {
  signedOut: ['src/features/auth/screens/auth-screen.tsx', 'src/features/pwa/components/pwa-root.tsx'],
  signedIn: [
    'src/app/layout/app-layout.tsx',
    'src/app/session-outbox-sync.tsx',
    'src/app/offline-reads.ts',
    'src/lib/outbox/outbox-runtime.ts',
    'src/features/offline/persist/persist-queries.ts',
    'src/features/pwa/components/pwa-root.tsx',
  ],
  home: ['src/features/home/screens/home-screen.tsx', 'src/features/home/api/home-reads.ts'],
} as const;

export type FirstScreenFiles = Record<keyof typeof FIRST_SCREEN_MODULES, string[]>;

/**
 * A classic script, so it runs as soon as it arrives, long before the entry chunk (about 80 KB) has: it asks for the
 * first screen's chunks beside the entry instead of after it has arrived and run. It reads the stored session as
 * web/src/lib/auth/auth-storage.ts does; a wrong guess only fetches a chunk early or late, never changes what
 * the app shows.
 */
export function firstScreenPreloadScript(files: FirstScreenFiles): string {
  return `(() => {
  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  let token;
  try {
    token = JSON.parse(stored(${JSON.stringify(AUTH_STORAGE_KEY)}) || 'null')?.token;
  } catch {}
  const signedIn = (typeof token === 'string' && token !== '') || Boolean(stored(${JSON.stringify(GENERIC_TOKEN_KEY)}));
  const files = ${JSON.stringify(files)};
  const wanted = signedIn ? [...files.signedIn, ...(location.pathname === ${JSON.stringify(paths.home)} ? files.home : [])] : files.signedOut;
  for (const href of wanted) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
})();
`;
}

const isChunk = (file: Rolldown.OutputBundle[string]): file is Rolldown.OutputChunk => file.type === 'chunk';

/** A chunk's file with its static imports, recursively. */
function withStaticImports(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Issue 14, home's and sign-in's largest paint on a slow network: adds to index.html a small script that preloads the
 * chunks of the first screen the visitor will see (signed in or not, home or another path), so they download beside the
 * entry chunk rather than one round trip after it. An external file, as the Content Security Policy allows no inline
 * script.
 */
export function firstScreenPreload(): Plugin {
  let base = '/';
  return {
    name: 'first-screen-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return this.error('first-screen-preload: index.html is not in the bundle');
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('first-screen-preload: no entry chunk');
      const loadedByHtml = withStaticImports(bundle, entry.fileName);

      const filesOf = (modules: readonly string[]) => {
        const files = new Set<string>();
        for (const modulePath of modules) {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(`/web/${modulePath}`)));
          if (!chunk) return this.error(`first-screen-preload: no chunk holds web/${modulePath}`);
          withStaticImports(bundle, chunk.fileName, files);
        }
        return [...files].filter((file) => !loadedByHtml.has(file)).map((file) => `${base}${file}`);
      };
      const signedIn = filesOf(FIRST_SCREEN_MODULES.signedIn);
      const files: FirstScreenFiles = {
        signedOut: filesOf(FIRST_SCREEN_MODULES.signedOut),
        signedIn,
        home: filesOf(FIRST_SCREEN_MODULES.home).filter((file) => !signedIn.includes(file)),
      };

      const source = firstScreenPreloadScript(files);
      const fileName = `assets/first-screen-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const tag = `<script async src="${base}${fileName}"></script>`;
      const page = String(html.source);
      if (!page.includes('</title>')) return this.error('first-screen-preload: index.html has no </title>');
      html.source = page.replace('</title>', `</title>\n    ${tag}`);
    },
  };
}
