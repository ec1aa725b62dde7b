import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { workoutPaths } from '../../workout-session';

/**
 * Served at /workouts, /workout and /workout-main. Quick Start works now; routines and folders
 * arrive with the routines issue.
 */
export default function WorkoutsScreen() {
  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <h1 className="text-xl font-bold">Workouts</h1>
      <section aria-labelledby="quick-start-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="quick-start-heading" className="mb-3 text-lg font-semibold">
          Quick Start
        </h2>
        <Link to={workoutPaths.start} className={buttonClasses('primary', 'w-full')}>
          Start Empty Workout
        </Link>
      </section>
      <section aria-labelledby="routines-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="routines-heading" className="mb-1 text-lg font-semibold">
          Routines
        </h2>
        <p className="text-slate-600">Routines and folders are not available yet.</p>
      </section>
    </div>
  );
}
