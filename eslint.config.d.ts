// The types of eslint.config.js for the tests in eslint/ (the type check reads no JavaScript).
import type { Linter } from 'eslint';

export declare const webFeatureExceptions: ReadonlyArray<{ from: string; to: string; why: string }>;
export declare const webApiClientFiles: readonly string[];
declare const config: Linter.Config[];
export default config;
