// The types of eslint.config.js for eslint/web-layers.test.ts (the type check reads no JavaScript).
import type { Linter } from 'eslint';

export declare const webFeatureExceptions: ReadonlyArray<{ from: string; to: string; why: string }>;
declare const config: Linter.Config[];
export default config;
