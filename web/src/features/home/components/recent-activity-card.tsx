import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Activity, Dumbbell, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { recentWorkoutsQueryOptions, unlessJustRead } from '../api/home-reads';
import { activityAge, buildRecentActivity, type WorkoutFigures } from '../lib/recent-activity';
import { useNow } from '../../../lib/use-now';
import { sessionSummaryPath } from '../../../lib/paths';
import { completedWorkoutFacts, prCountText } from '../../../lib/units/insight-format';
import { insightPaths } from '../../../lib/paths';
import { PrBadge } from '../../../components/ui/pr-badge';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import type { WeightUnit } from '../../../../../shared/units';
import { authorPostsQueryOptions } from '../../../lib/queries/social-queries';
import { SectionCard } from '../../../components/ui/section-card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { StatusMessage } from '../../../components/ui/status-message';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';

/**
 * 'Recent activity': the latest completed workouts merged with the user's own posts (the first page of
 * GET /api/social-posts/user/{id}, shared with the profile's posts). A completed workout's row opens its summary
 * (/workout-session/{id}) and shows its duration, volume in the person's unit and PRs (issue 11); a post failing to
 * load (or offline) leaves only the workouts; the workouts failing says so with a retry, and offline with nothing kept
 * on the phone says that rather than loading for ever. 'See all' opens /history.
 */
export function RecentActivityCard({ userId }: { userId: string }) {
  const now = useNow(60_000);
  const unit = useWeightUnit();
  const workouts = useQuery(recentWorkoutsQueryOptions(userId));
  const posts = useInfiniteQuery({ ...authorPostsQueryOptions(userId), refetchOnMount: unlessJustRead });
  const items = buildRecentActivity(workouts.data ?? [], posts.data?.pages[0]?.posts ?? []);

  return (
    <SectionCard
      title="Recent activity"
      action={
        <Link
          to={insightPaths.history}
          aria-label="See all workouts"
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          See all
        </Link>
      }
    >
      {waitsForNetwork(workouts) ? (
        <StatusMessage layout="section" role="status" message="You're offline. Your recent workouts show here once you're back online." />
      ) : workouts.isLoadingError ? (
        <LoadFailed title={null} layout="section" message={workouts.error.message} onRetry={() => void workouts.refetch()} />
      ) : workouts.isPending || (posts.isPending && posts.fetchStatus !== 'paused') ? (
        // Room for the rows that come (about three): the screen does not jump as they arrive (issue 14).
        <div className="flex min-h-64 items-center justify-center gap-2 text-slate-600">
          <Spinner />
          Loading...
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center py-4 text-center">
          <Activity className="mb-2 size-8 text-slate-300" aria-hidden />
          <p className="font-medium text-slate-700">No recent activity</p>
          <p className="text-sm text-slate-500">Complete a workout to see your progress here</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label="Recent activity">
          {items.map((item) => {
            const Icon = item.kind === 'workout' ? Dumbbell : MessageSquare;
            const content = (
              <>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.title}</p>
                  <p className="truncate text-sm text-slate-600">{item.description}</p>
                  {item.figures ? <WorkoutFiguresLine figures={item.figures} unit={unit} /> : null}
                </div>
                <time dateTime={item.at.toISOString()} className="shrink-0 text-xs text-slate-500">
                  {activityAge(item.at, new Date(now))}
                </time>
              </>
            );
            return (
              <li key={item.key}>
                {item.kind === 'workout' ? (
                  <Link
                    to={sessionSummaryPath(item.id)}
                    className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
                  >
                    {content}
                  </Link>
                ) : (
                  <div className="flex items-center gap-3 py-3">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

/** '45 min · 1,125 kg' and the PR chip when the workout set any. */
function WorkoutFiguresLine({ figures, unit }: { figures: WorkoutFigures; unit: WeightUnit }) {
  const facts = completedWorkoutFacts(figures, unit);
  if (facts.length === 0 && figures.personalRecordCount === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 tabular-nums">
      {facts.length > 0 ? <span>{facts.join(' · ')}</span> : null}
      {figures.personalRecordCount > 0 ? <PrBadge text={prCountText(figures.personalRecordCount)} /> : null}
    </p>
  );
}
