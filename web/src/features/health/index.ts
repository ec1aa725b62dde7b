/** The health feature's public surface: its paths and Settings' 'Apple Health' section (import keys). */
export { healthPaths } from './paths';
export { ImportKeysSection } from './components/import-keys-section';
