import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CheckCircle2, Circle, Clock, Flame, HeartPulse, Lock, Route, Trophy, Weight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HealthWorkoutDetails, PersonalRecord, WorkoutSession, WorkoutSet } from '../../../../../shared/api-types';
import type { WeightUnit } from '../../../../../shared/units';
import { volumeHundredths } from '../../../../../shared/workout-volume';
import { typedValues } from '../../../../../shared/exercise-types/set-measures';
import { setText } from '../../../../../shared/exercise-types/set-text';
import { formatMinutes } from '../../../../../shared/workout/durations';
import { OfflineNotKept, OfflineSince } from '../../../components/offline/kept-reads-notice';
import { SetDetailsText } from '../../../components/workout/set-details-text';
import { BackHeader } from '../../../components/ui/back-header';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { paths } from '../../../lib/paths';
import { exerciseDetailPath } from '../../../lib/paths';
import { formatVolume, groupRecordsByExercise, RECORD_LABELS, recordValueText } from '../../../lib/units/insight-format';
import { PrBadge } from '../../../components/ui/pr-badge';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { liveWorkoutPath } from '../../../lib/paths';
import { sessionQueryOptions, sessionSetsQueryOptions } from '../../../lib/queries/session-queries';
import { oldestAnswer, waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { ShareWorkoutButton } from '../../../components/workout/share-workout-button';
import { isNotFound } from '../lib/not-found';
import { isSessionIdFormat } from '../lib/session-id';
import { sessionMinutes, summaryExercisesOf } from '../lib/session-summary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { OverviewCard } from './overview-card';
import { StatusMessage } from '../../../components/ui/status-message';
import { TitledSection } from './titled-section';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const volumeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/**
 * /workout-session/{sessionId}: a completed workout with its date, duration, total volume and sets, weights in the
 * person's unit, and the personal records confirmed when it finished (issue 11).
 */
export function SessionSummary({ sessionId }: { sessionId: string }) {
  const validId = isSessionIdFormat(sessionId);
  const session = useQuery({ ...sessionQueryOptions(sessionId), enabled: validId });
  const sets = useQuery({ ...sessionSetsQueryOptions(sessionId), enabled: validId });

  const frame = (title: string, content: ReactNode) => (
    <>
      <BackHeader title={title} backTo={paths.home} />
      {content}
    </>
  );

  if (!validId) return frame('Workout', <StatusMessage title="Invalid session ID" message="This link does not name a workout session." />);
  if (waitsForNetwork(session, sets)) return frame(session.data?.name ?? 'Workout', <OfflineNotKept />);
  if (session.isPending || (session.isSuccess && sets.isPending)) return frame('Workout', <LoadingScreen />);
  if (session.isLoadingError) {
    return frame(
      'Workout',
      isNotFound(session.error) ? (
        <StatusMessage title="Workout session not found" message="This workout session could not be found." />
      ) : (
        <LoadFailed message={session.error.message} onRetry={() => void session.refetch()} />
      ),
    );
  }
  if (session.data.isActive) {
    return frame(
      session.data.name,
      <StatusMessage title="Workout in progress" message="This workout is still going. Open it to log sets or finish it.">
        <Link to={liveWorkoutPath(session.data.id)} className={buttonClasses('primary')}>
          Open Live Workout
        </Link>
      </StatusMessage>,
    );
  }
  if (sets.isLoadingError) return frame(session.data.name, <LoadFailed message={sets.error.message} onRetry={() => void sets.refetch()} />);
  return frame(
    session.data.name,
    <CompletedSession session={session.data} sets={sets.data ?? []} updatedAt={oldestAnswer(session, sets)} />,
  );
}

function CompletedSession({ session, sets, updatedAt }: { session: WorkoutSession; sets: readonly WorkoutSet[]; updatedAt: number }) {
  const unit = useWeightUnit();
  const minutes = sessionMinutes(session);
  const finishedAt = session.completedAt ?? session.endTime ?? session.startTime;
  const exercises = summaryExercisesOf(sets);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <OfflineSince updatedAt={updatedAt} />
      <OverviewCard label="Workout summary" description={session.notes ?? undefined}>
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
          <CheckCircle2 className="size-3.5" aria-hidden />
          Completed
        </span>
        {session.visibility === 'only-me' ? (
          <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            <Lock className="size-3.5" aria-hidden />
            Only me
          </span>
        ) : null}
        {session.health ? (
          <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold text-rose-800">
            <HeartPulse className="size-3.5" aria-hidden />
            Apple Health · {capitalize(session.health.type)}
          </span>
        ) : null}
        <dl className={`mt-3 grid gap-2 text-center ${session.health?.distance != null ? 'grid-cols-2' : 'grid-cols-3'}`}>
          <SummaryFact icon={<CalendarDays className="size-4" aria-hidden />} label="Date">
            <time dateTime={finishedAt}>{dateFormat.format(new Date(finishedAt))}</time>
          </SummaryFact>
          <SummaryFact icon={<Clock className="size-4" aria-hidden />} label="Duration">
            {minutes === null ? '–' : formatMinutes(minutes)}
          </SummaryFact>
          {session.health ? (
            <HealthFacts health={session.health} />
          ) : (
            <SummaryFact icon={<Weight className="size-4" aria-hidden />} label="Total volume">
              {formatVolume(volumeHundredths(sets), unit)}
            </SummaryFact>
          )}
        </dl>
      </OverviewCard>
      <ShareWorkoutButton sessionId={session.id} posted={session.visibility === 'followers'} />
      {session.personalRecords && session.personalRecords.length > 0 ? <PersonalRecordsSection records={session.personalRecords} unit={unit} /> : null}
      {session.health && exercises.length === 0 ? null : <TitledSection title="Exercises">
        {exercises.length === 0 ? <p className="text-slate-600">No sets were logged.</p> : null}
        {exercises.map((exercise) => (
          <article key={exercise.exerciseId} aria-label={exercise.exerciseName} className="rounded-2xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">
              <ExerciseLink exerciseId={exercise.exerciseId} name={exercise.exerciseName} />
            </h3>
            {session.exerciseNotes?.[exercise.exerciseId] ? (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
                <span className="sr-only">Note: </span>
                {session.exerciseNotes[exercise.exerciseId]}
              </p>
            ) : null}
            <ol className="mt-2 flex flex-col divide-y divide-slate-100">
              {exercise.sets.map(({ set, label, spoken }) => (
                <li key={set.id} className="flex items-center gap-3 py-2 text-sm">
                  <span className="w-8 font-semibold text-slate-500">
                    <span aria-hidden>{label}</span>
                    <span className="sr-only">{spoken}</span>
                  </span>
                  <div className="min-w-0 flex-1">
                    <span className="tabular-nums">{setText(set.exerciseType, typedValues(set), unit)}</span>
                    <SetDetailsText rpe={set.rpe} note={set.note} />
                  </div>
                  {set.personalRecords && set.personalRecords.length > 0 ? (
                    <PrBadge label={`Personal record: ${set.personalRecords.map((kind) => RECORD_LABELS[kind]).join(', ')}`} />
                  ) : null}
                  {set.isCompleted ? (
                    <CheckCircle2 className="size-5 text-green-600" aria-label="Completed" role="img" />
                  ) : (
                    <Circle className="size-5 text-slate-300" aria-label="Not completed" role="img" />
                  )}
                </li>
              ))}
            </ol>
          </article>
        ))}
      </TitledSection>}
    </div>
  );
}

/** An exercise's name opening its detail screen (records, progress, past sessions). */
function ExerciseLink({ exerciseId, name }: { exerciseId: string; name: string }) {
  return (
    <Link
      to={exerciseDetailPath(exerciseId)}
      className="rounded text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      {name}
    </Link>
  );
}

/** The records this workout set, as confirmed at the finish, by exercise. */
function PersonalRecordsSection({ records, unit }: { records: readonly PersonalRecord[]; unit: WeightUnit }) {
  return (
    <TitledSection title="Personal records">
      {groupRecordsByExercise(records).map((group) => (
        <div key={group.exerciseId} className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Trophy className="size-5 shrink-0 text-amber-700" aria-hidden />
            <ExerciseLink exerciseId={group.exerciseId} name={group.exerciseName} />
          </h3>
          <ul aria-label={`${group.exerciseName} records`} className="mt-2 flex flex-col gap-1 text-sm">
            {group.records.map((record, index) => (
              <li key={`${record.kind}-${record.setId ?? index}`} className="flex justify-between gap-3">
                <span className="text-slate-700">{RECORD_LABELS[record.kind]}</span>
                <span className="text-right font-semibold tabular-nums">{recordValueText(record, unit)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </TitledSection>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An imported Apple Health workout has no sets: its calories (and distance, when sent) stand in for the volume. */
function HealthFacts({ health }: { health: HealthWorkoutDetails }) {
  return (
    <>
      <SummaryFact icon={<Flame className="size-4" aria-hidden />} label="Calories">
        {health.caloriesBurned === null ? '–' : `${health.caloriesBurned} kcal`}
      </SummaryFact>
      {health.distance !== null ? (
        <SummaryFact icon={<Route className="size-4" aria-hidden />} label="Distance">
          {volumeFormat.format(health.distance)} km
        </SummaryFact>
      ) : null}
    </>
  );
}

function SummaryFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl bg-slate-50 px-1 py-2">
      <dt className="flex flex-wrap items-center justify-center gap-1 text-xs text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="text-sm font-semibold">{children}</dd>
    </div>
  );
}
