import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** Spec 001 section 2 'Explore Routines': a placeholder. */
export default function ExploreRoutinesScreen() {
  return (
    <section aria-labelledby="explore-heading" className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <Compass className="size-12 text-blue-600" aria-hidden />
      <h1 id="explore-heading" className="text-2xl font-bold">
        Coming Soon
      </h1>
      <p className="text-slate-600">A community collection of routines shared by other athletes is on its way.</p>
      <Link to={paths.workouts} className={buttonClasses('primary')}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Workouts
      </Link>
    </section>
  );
}
