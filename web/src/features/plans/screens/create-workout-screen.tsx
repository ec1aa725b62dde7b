import { NotAvailableYet } from '../../../components/ui/not-available-yet';

/** Placeholder until this screen is built (issue 7). */
export default function CreateWorkoutScreen() {
  return <NotAvailableYet title="CreateWorkoutScreen" message="Being built." />;
}
