import { NotAvailableYet } from '../../../components/ui/not-available-yet';

/** Served at /workouts, /workout and /workout-main. */
export default function WorkoutsScreen() {
  return <NotAvailableYet title="Workouts" message="Workouts and routines are not available yet." />;
}
