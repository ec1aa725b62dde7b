/** The health feature's public surface: Settings' 'Apple Health' section (import keys). */
export { ImportKeysSection } from './components/import-keys-section';
