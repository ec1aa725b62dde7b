import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the local API runner (or any stand-in for CloudFront's /api and /media behaviours) listens. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001';
const sameOriginProxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/media': { target: apiOrigin, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  // For the Content Security Policy (infra/security-headers.ts): no <style> elements, so Radix Dialog's scroll lock
  // gets constructed stylesheets; no eval, so zod is set to build its parsers without it.
  resolve: {
    alias: [
      { find: /^react-style-singleton$/, replacement: fileURLToPath(new URL('./src/lib/csp/style-singleton.ts', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/csp/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: { outDir: process.env.WEB_DIST_DIR ?? 'dist', emptyOutDir: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: sameOriginProxy,
  },
  preview: { proxy: sameOriginProxy },
});
