import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Activity, Dumbbell, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { completedWorkoutsQueryOptions } from '../api/home-queries';
import { activityAge, buildRecentActivity, RECENT_WORKOUTS_TAKEN } from '../lib/recent-activity';
import { useNow } from '../../../lib/use-now';
import { sessionSummaryPath } from '../../plans';
import { authorPostsQueryOptions } from '../../social';
import { SectionCard } from './section-card';

/**
 * 'Recent activity': the latest completed workouts merged with the user's own posts (the first page of
 * GET /api/social-posts/user/{id}, shared with the profile's posts). A completed workout's row opens its summary
 * (/workout-session/{id}); a post failing to load leaves only the workouts.
 */
export function RecentActivityCard({ userId }: { userId: string }) {
  const now = useNow(60_000);
  const workouts = useQuery(completedWorkoutsQueryOptions(userId, { limit: RECENT_WORKOUTS_TAKEN }));
  const posts = useInfiniteQuery({ ...authorPostsQueryOptions(userId), refetchOnMount: 'always' });
  const items = buildRecentActivity(workouts.data ?? [], posts.data?.pages[0]?.posts ?? []);

  return (
    <SectionCard title="Recent activity">
      {workouts.isPending || posts.isPending ? (
        <div className="flex items-center justify-center gap-2 py-4 text-slate-600">
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
