import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { SectionCard } from './section-card';

export function TodaysWorkoutCard() {
  return (
    <SectionCard title="Today's workout">
      <p className="mb-4 text-slate-600">Logging workouts is not available yet.</p>
      <Link to={paths.workouts} className={buttonClasses('secondary', 'w-full')}>
        Go to Workouts
      </Link>
    </SectionCard>
  );
}
