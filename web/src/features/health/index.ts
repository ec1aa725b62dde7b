/** The health feature's public surface: its paths and Settings' 'Apple Health' section (import keys). */
export { healthPaths } from '../../lib/paths';
export { ImportKeysSection } from './components/import-keys-section';
