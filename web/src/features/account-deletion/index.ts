/** The account-deletion feature's public surface (issue 12): Settings' danger zone. */
export { DeleteAccountSection } from './components/delete-account-section';
