import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { OfflineNotKept, OfflineSince } from '../../../components/offline/kept-reads-notice';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { workoutHistoryQueryOptions } from '../../../lib/queries/insight-queries';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { BackTitleBar } from '../components/back-title-bar';
import { SectionCard } from '../../../components/ui/section-card';
import { LoadMore } from '../components/load-more';
import { TrainingCalendar } from '../components/training-calendar';
import { WorkoutHistoryList } from '../components/workout-history-list';

/** /history (issue 11): the month calendar of days trained, then every completed workout, newest first. */
export default function HistoryScreen() {
  const { user } = useAuth();
  return (
    <>
      <BackTitleBar title="History" fallback={paths.home} />
      {user ? (
        <div className="flex flex-col gap-4 px-4 py-4">
          <HistoryKeptSince userId={user.id} />
          <TrainingCalendar userId={user.id} />
          <WorkoutsSection userId={user.id} />
        </div>
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}

/** Offline, when the workouts shown were last read. */
function HistoryKeptSince({ userId }: { userId: string }) {
  const workouts = useInfiniteQuery(workoutHistoryQueryOptions(userId));
  return <OfflineSince updatedAt={workouts.dataUpdatedAt} />;
}

function WorkoutsSection({ userId }: { userId: string }) {
  const unit = useWeightUnit();
  const workouts = useInfiniteQuery(workoutHistoryQueryOptions(userId));
  const items = workouts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <SectionCard title="Workouts">
      {waitsForNetwork(workouts) ? (
        <OfflineNotKept layout="section" />
      ) : workouts.isPending ? (
        <LoadingScreen />
      ) : workouts.isLoadingError ? (
        <LoadFailed title={null} layout="section" message={workouts.error.message} onRetry={() => void workouts.refetch()} />
      ) : items.length === 0 ? (
        <StatusMessage layout="section" message="No completed workouts yet. Finish one to see it here.">
          <Link to={paths.workouts} className={buttonClasses('primary')}>
            <History className="size-5" aria-hidden />
            Go to Workouts
          </Link>
        </StatusMessage>
      ) : (
        <div className="flex flex-col gap-2">
          <WorkoutHistoryList workouts={items} unit={unit} />
          <LoadMore
            hasNextPage={workouts.hasNextPage}
            isFetchingNextPage={workouts.isFetchingNextPage}
            fetchNextPage={workouts.fetchNextPage}
            error={workouts.isFetchNextPageError ? workouts.error : null}
          />
        </div>
      )}
    </SectionCard>
  );
}
