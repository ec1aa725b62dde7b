import { NotAvailableYet } from '../../../components/ui/not-available-yet';

export default function SocialScreen() {
  return <NotAvailableYet title="Social" message="The social feed is not available yet." />;
}
