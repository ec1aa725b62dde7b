import { NotAvailableYet } from '../../../components/ui/not-available-yet';

/** Placeholder until this screen is built (issue 7). */
export default function CreatePlanScreen() {
  return <NotAvailableYet title="CreatePlanScreen" message="Being built." />;
}
