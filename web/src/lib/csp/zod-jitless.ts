import { config } from 'zod/v4';

/**
 * 'zod' as the web build sees it (web/vite.config.ts aliases it here): zod itself, set to build its parsers without
 * `new Function`. Its probe for eval is a violation the Content Security Policy (no 'unsafe-eval') reports, and each
 * schema decides when it is created; every module that imports 'zod' runs after this one, so none is created first.
 * The functions keep zod's compiled parsers.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
