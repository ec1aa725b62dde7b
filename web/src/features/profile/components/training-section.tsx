import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, ChevronRight, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicUserStatistics, UserStatistics } from '../../../../../shared/api-types';
import { LoadFailed } from '../../../components/ui/load-failed';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { coachPaths } from '../../../lib/paths';
import { formatVolume, poundsToHundredths } from '../../../lib/units/insight-format';
import { insightPaths } from '../../../lib/paths';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';

/**
 * The own profile's training figures (issue 11): total volume in the person's unit and this week's workouts, with
 * the way to the workout history and the coach.
 */
export function TrainingSection({ statistics }: { statistics: UseQueryResult<UserStatistics | PublicUserStatistics> }) {
  const headingId = useId();
  const unit = useWeightUnit();
  const own = statistics.data && 'totalVolume' in statistics.data ? statistics.data : undefined;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        Training
      </h2>
      {statistics.isLoadingError && !waitsForNetwork(statistics) ? (
        <LoadFailed title={null} layout="section" message={statistics.error.message} onRetry={() => void statistics.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          <Figure label="Total volume" value={own ? formatVolume(poundsToHundredths(own.totalVolume), unit) : undefined} />
          <Figure label="This week" value={own ? `${own.thisWeekWorkouts} ${own.thisWeekWorkouts === 1 ? 'workout' : 'workouts'}` : undefined} />
        </dl>
      )}
      <nav aria-label="Training" className="-mx-2 flex flex-col">
        <TrainingLink to={insightPaths.history} icon={<CalendarDays className="size-5" aria-hidden />} title="History" description="Every workout you finished, by day" />
        <TrainingLink to={coachPaths.aiTrainer} icon={<Sparkles className="size-5" aria-hidden />} title="AI Trainer" description="Your next weights and reps, with the reasons" />
      </nav>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{value ?? '–'}</dd>
    </div>
  );
}

function TrainingLink({ to, icon, title, description }: { to: string; icon: ReactNode; title: string; description: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 active:bg-slate-100"
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">{icon}</span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{description}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
