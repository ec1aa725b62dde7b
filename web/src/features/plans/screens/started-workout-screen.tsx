import { NotAvailableYet } from '../../../components/ui/not-available-yet';

/** Placeholder until this screen is built (issue 7). */
export default function StartedWorkoutScreen() {
  return <NotAvailableYet title="StartedWorkoutScreen" message="Being built." />;
}
