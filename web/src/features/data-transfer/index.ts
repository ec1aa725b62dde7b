/** The data-transfer feature's public surface (issue 12): Settings' 'Your data' section. */
export { YourDataSection } from './components/your-data-section';
