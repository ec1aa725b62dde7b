import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenPreload } from './build/first-screen-preload';
import { themeBoot } from './build/theme-boot';

/** Where the local API runner (or any stand-in for CloudFront's /api, /media and /uploads behaviours) listens. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001';
const sameOriginProxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/media': { target: apiOrigin, changeOrigin: true },
  // Photo uploads' presigned POSTs (issue 26).
  '/uploads': { target: apiOrigin, changeOrigin: true },
};

/** Brand colour of web/public/favicon.svg, also the header's. */
const THEME_COLOR = '#2563eb';
const BACKGROUND_COLOR = '#f8fafc';

/**
 * Paths a navigation must fetch from the network, never answered with the cached index.html:
 * the API and media (never the shell), and /health-return, which CloudFront serves with its own
 * opener policy (infra/security-headers.ts OPENER_PATHS) that a cached shell would not carry.
 */
const NETWORK_ONLY_NAVIGATIONS = [/^\/api\//, /^\/media\//, /^\/health-return(?:[/?]|$)/];

/**
 * The installable app (decisions 48): manifest, and a generated service worker that precaches the
 * whole build (shell, lazy route chunks, CSS, icons) and answers navigations with index.html.
 * Nothing is cached at run time: API answers hold private data. Registration happens from app
 * code after the first render (web/src/features/pwa), never from an inline script (CSP).
 */
function pwaPlugin() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Social Fitness',
      short_name: 'Fitness',
      description: 'Track your workouts, share your progress and motivate each other.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      // Loaded by the service worker itself (importScripts), not by pages.
      globIgnores: ['rest-alert-sw.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first visit's page is controlled at once, so it works offline without a second load. Updates still wait
      // (no skipWaiting) until the person reloads from the prompt or every window is closed.
      clientsClaim: true,
      // One file, served no-cache: no separate workbox-<hash>.js to keep in step.
      inlineWorkboxRuntime: true,
      // The notifications: the rest alert's tap, and Web Push (issue 30): web/public/rest-alert-sw.js.
      importScripts: ['/rest-alert-sw.js'],
      sourcemap: false,
    },
  });
}

/**
 * App modules (web/src, shared) that do something when first imported (listeners, zod's config, the render): every
 * other app module only declares things. Telling the bundler so lets it drop a feature index's unused re-exports, so
 * importing a path or a hook from a feature no longer drags in its screens, Radix Dialog or zod (issue 14).
 */
const APP_MODULES_WITH_SIDE_EFFECTS =
  /\/web\/src\/(main\.tsx|lib\/csp\/|lib\/page-leaving\.ts|features\/offline\/components\/offline-root\.tsx|lib\/outbox\/outbox-runtime\.ts|features\/workout-session\/live\/session-entries-store\.ts)|\/shared\/schemas\/zod\.ts$/;
/** The lazy chunks the signed-out (/auth) and signed-in (home) first screens wait for (bench/first-screen-size.ts). */
const FIRST_SCREEN_CHUNKS = /assets\/(sign-in|signed-in|home-reads|auth-screen|app-layout|home-screen|persist-queries|offline-reads|outbox-runtime)-[\w-]+\.js$/;
const APP_MODULES = /\/(web\/src|shared)\/.*\.tsx?$/;
/**
 * What the signed-in first screen (the frame, home, the outbox and the device's cache) needs beyond the entry chunk and
 * what sign-in shares with it, as one chunk instead of ~35 small ones: each file costs a request, and on a slow network
 * over HTTP/1.1 (the local runner, older proxies) six at a time (issue 14, home's first paint). Later screens that
 * import a part of it load it whole, which a signed-in person has already. Home's lazy parts (Quick Start's and Finish's
 * code) stay out: a module in a group brings its static imports with the group.
 */
const SIGNED_IN_FIRST_SCREEN = new RegExp(
  [
    String.raw`/web/src/(app/layout/|app/offline-reads\.ts|features/home/(?!api/quick-start-entry|components/active-workout)|features/offline/persist/|components/offline/(use-outbox-state|offline-indicator)|lib/(outbox/|use-online\.ts)`,
    String.raw`|features/messages/(api/use-unread-messages|lib/unread-label|components/messages-button)`,
    String.raw`|features/notifications/(lib/unread-badge|components/(icon-button|notifications-button))`,
    String.raw`|lib/queries/(message-(keys|queries)|messages-path|notification(s-path|-queries)|social-(keys|queries)|user-keys|exercise-queries|plan-queries)`,
    String.raw`|lib/live-session/(workout-blocks|apply-live-change|pending-live-changes)|lib/queries/session-queries`,
    String.raw`|lib/units/(use-weight-unit|insight-format)|components/ui/pr-badge`,
    String.raw`|components/ui/(avatar|section-card)\.tsx|lib/use-now\.ts)`,
    String.raw`|/shared/(constants|ids|message-pages|units|workout/(exercise-order|set-numbering|weight))\.ts`,
    String.raw`|/node_modules/(idb-keyval/|@tanstack/(query-async-storage-persister|query-persist-client-core)/|@tanstack/react-query/build/modern/(infiniteQueryOptions|useInfiniteQuery)\.js|@tanstack/query-core/build/modern/infiniteQueryObserver\.js)`,
    String.raw`|/node_modules/lucide-react/dist/esm/icons/(check|message-circle|refresh-cw|triangle-exclamation-point|users|trophy|cloud-off|activity|message-square|bell|house|square-plus|user)\.mjs`,
  ].join(''),
);

/**
 * Home's reads and what they need, in a chunk of their own that the app fetches as it opens on home, beside the
 * signed-in chunk rather than after it: the reads then start a round trip sooner, and the signed-in chunk stays within
 * one TCP congestion window (about 14 KB) on a fresh connection (issue 14, home's largest paint).
 */
const HOME_READS = /\/web\/src\/(features\/home\/(api\/home-reads|lib\/(week-days|recent-activity))|lib\/queries\/(social-(keys|queries)|user-keys|home-queries))\.ts$/;

/**
 * The entry's own code that later chunks import too (React, the query client, the api client, the icon factory): one
 * chunk beside the entry instead of six, for the same requests-over-HTTP/1.1 reason. Only the app's own copy of
 * query-core: the persister's nested copy stays with the persister.
 */
const FIRST_SCREEN_SHARED = new RegExp(
  [
    String.raw`/node_modules/(react/|@tanstack/react-query/build/modern/QueryClientProvider\.js|lucide-react/dist/esm/(context|Icon|createLucideIcon)\.mjs|lucide-react/dist/esm/shared/)`,
    String.raw`|/node_modules/@tanstack/query-core/build/modern/(timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|infiniteQueryBehavior|removable|query|mutation|mutationCache|queryCache|queryClient)\.js`,
    String.raw`|/shared/api-types\.ts|/web/src/lib/(api-client|query-client|api)\.ts`,
  ].join(''),
);
const isFirstScreenShared = (id: string) => FIRST_SCREEN_SHARED.test(id) && id.split('/node_modules/').length <= 2;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), pwaPlugin(), firstScreenPreload(), themeBoot()],
  // For the Content Security Policy (infra/security-headers.ts): no <style> elements, so Radix Dialog's scroll lock
  // gets constructed stylesheets; no eval, so zod is set to build its parsers without it.
  resolve: {
    alias: [
      { find: /^react-style-singleton$/, replacement: fileURLToPath(new URL('./src/lib/csp/style-singleton.ts', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/csp/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    // Every browser the app supports has modulepreload: no polyfill. The entry carries the list of a lazy chunk's imports
    // (fetched beside it, not one round trip later) only for the first screens' chunks: the list for all ~40 screens
    // would cost 2-3 KB gzip on every first load, while later screens come from the service worker's precache.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies, { hostType }) => (hostType === 'html' || FIRST_SCREEN_CHUNKS.test(file) ? dependencies : []),
    },
    rolldownOptions: {
      output: {
        // The sign-in screen's own modules in one chunk rather than seven small ones (each file gzips on its own):
        // about 1 KB less on the signed-out first screen. Their dependencies stay where they were.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'first-screen-shared', test: isFirstScreenShared },
            { name: 'home-reads', test: HOME_READS, priority: 1 },
            { name: 'signed-in', test: SIGNED_IN_FIRST_SCREEN },
            { name: 'sign-in', test: /web\/src\/(features\/auth\/(screens|components\/(login-form|signup-form|form-field|submit-button)|api\/(auth-requests|use-sign-in-success))|components\/ui\/(input|label|password-input|simple-tabs))|shared\/auth-rules/ },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [
          { test: APP_MODULES_WITH_SIDE_EFFECTS, sideEffects: true },
          { test: APP_MODULES, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: sameOriginProxy,
  },
  preview: { proxy: sameOriginProxy },
});
