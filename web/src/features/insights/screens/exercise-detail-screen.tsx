import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Dumbbell } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OfflineNotKept, OfflineSince } from '../../../components/offline/kept-reads-notice';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { exercisesQueryOptions } from '../../../lib/queries/exercise-queries';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { exerciseHistoryQueryOptions, exerciseRecordsQueryOptions } from '../../../lib/queries/insight-queries';
import { BackTitleBar } from '../components/back-title-bar';
import { ExerciseSessions } from '../components/exercise-sessions';
import { SectionCard } from '../../../components/ui/section-card';
import { LoadMore } from '../components/load-more';
import { ProgressCard } from '../components/progress-card';
import { RecordsCard } from '../components/records-card';
import { insightPaths } from '../../../lib/paths';
import { oldestAnswer, waitsForNetwork } from '../../../lib/offline-reads/read-state';

/**
 * /exercises/{exerciseId} (issue 11): the person's records of one exercise, a chart of its progress and the sessions
 * it was done in, newest first. Opened from the summary, the live workout, the picker and history.
 */
export default function ExerciseDetailScreen() {
  const { exerciseId = '' } = useParams();
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  return <ExerciseDetail userId={user.id} exerciseId={exerciseId} />;
}

function ExerciseDetail({ userId, exerciseId }: { userId: string; exerciseId: string }) {
  const unit = useWeightUnit();
  const history = useInfiniteQuery(exerciseHistoryQueryOptions(userId, exerciseId));
  const records = useQuery(exerciseRecordsQueryOptions(userId, exerciseId));
  const entries = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? [], [history.data]);

  // The name comes with the history and the records; an exercise never done is looked up in the catalogue.
  const knownName = records.data?.exerciseName || entries[0]?.exerciseName;
  const needsCatalogue = !knownName && !history.isPending && !records.isPending;
  const catalogue = useQuery({ ...exercisesQueryOptions(), enabled: needsCatalogue });
  const name = knownName || catalogue.data?.find((exercise) => exercise.id === exerciseId)?.name;

  const frame = (content: ReactNode) => (
    <>
      <BackTitleBar title={name ?? 'Exercise'} fallback={insightPaths.history} />
      <div className="flex flex-col gap-4 px-4 py-4">{content}</div>
    </>
  );

  if (waitsForNetwork(history, records)) return frame(<OfflineNotKept />);
  if (history.isPending || records.isPending) return frame(<LoadingScreen />);
  if (isApiError(history.error, 404) || isApiError(records.error, 404)) {
    return frame(<StatusMessage title="Exercise not found" message="This exercise does not exist or is not available to you." />);
  }
  if (history.isLoadingError || records.isLoadingError) {
    const error = history.isLoadingError ? history.error : records.error;
    return frame(
      <LoadFailed
        message={error?.message ?? 'Something went wrong.'}
        onRetry={() => {
          if (history.isLoadingError) void history.refetch();
          if (records.isLoadingError) void records.refetch();
        }}
      />,
    );
  }
  if (entries.length === 0) {
    if (needsCatalogue && catalogue.isPending && !waitsForNetwork(catalogue)) return frame(<LoadingScreen />);
    return frame(
      <StatusMessage
        title="No sessions yet"
        message={`Finish a workout with ${name ?? 'this exercise'} to see your records, progress and past sessions here.`}
      >
        <Link to={paths.workouts} className={buttonClasses('primary')}>
          <Dumbbell className="size-5" aria-hidden />
          Go to Workouts
        </Link>
      </StatusMessage>,
    );
  }

  return frame(
    <>
      <OfflineSince updatedAt={oldestAnswer(history, records)} />
      <RecordsCard records={records.data} unit={unit} />
      <ProgressCard entries={entries} unit={unit} hasMore={history.hasNextPage} />
      <SectionCard title="Past sessions">
        <div className="flex flex-col gap-3">
          <ExerciseSessions entries={entries} unit={unit} />
          <LoadMore
            hasNextPage={history.hasNextPage}
            isFetchingNextPage={history.isFetchingNextPage}
            fetchNextPage={history.fetchNextPage}
            error={history.isFetchNextPageError ? history.error : null}
          />
        </div>
      </SectionCard>
    </>,
  );
}
