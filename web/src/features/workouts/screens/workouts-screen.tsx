import { PlansLink } from '../components/plans-link';
import { QuickStartSection } from '../components/quick-start-section';
import { RoutinesSection } from '../components/routines-section';

/** Served at /workouts, /workout and /workout-main (spec 000 section 2 'Workouts list'). */
export default function WorkoutsScreen() {
  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <h1 className="text-xl font-bold">Workouts</h1>
      <QuickStartSection />
      <RoutinesSection />
      <PlansLink />
    </div>
  );
}
