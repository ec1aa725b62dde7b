import { NotAvailableYet } from '../../../components/ui/not-available-yet';

/** Placeholder until this screen is built (issue 7). */
export default function WorkoutDetailScreen() {
  return <NotAvailableYet title="WorkoutDetailScreen" message="Being built." />;
}
