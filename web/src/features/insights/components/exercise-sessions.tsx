import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ExerciseHistoryEntry } from '../../../../../shared/api-types';
import { setLabels, WARMUP_LABEL } from '../../../../../shared/workout/set-numbering';
import { unitLabel, type WeightUnit } from '../../../../../shared/units';
import { cn } from '../../../lib/cn';
import { sessionSummaryPath } from '../../../lib/paths';
import { formatDay, RECORD_LABELS, RECORD_ORDER, setText } from '../../../lib/units/insight-format';
import { PrBadge } from '../../../components/ui/pr-badge';
import { EXERCISE_TYPE_LABELS, exerciseTypeOrDefault } from '../../../../../shared/exercise-types/types';
import { setText as typedSetText } from '../../../../../shared/exercise-types/set-text';
import { typedValues } from '../../../../../shared/exercise-types/set-measures';

/** One past session of the exercise: its name and day (opening the workout's summary), its records and its sets. */
function SessionCard({ entry, unit }: { entry: ExerciseHistoryEntry; unit: WeightUnit }) {
  const labels = setLabels(entry.sets);
  // Issue 29: a set of another type reads as its type does ('1:30', '5.00 km · 25:00 · 5:00 /km', 'BW × 12').
  const type = exerciseTypeOrDefault(entry.exerciseType);
  const typed = type !== 'weight_reps';
  const measuresText = typed ? EXERCISE_TYPE_LABELS[type].toLowerCase() : `${unitLabel(unit)} × reps`;
  const records = RECORD_ORDER.filter((kind) => entry.personalRecords.includes(kind)).map((kind) => RECORD_LABELS[kind]);
  return (
    <article aria-label={`${entry.sessionName}, ${formatDay(entry.completedAt)}`} className="rounded-2xl border border-slate-200 bg-white">
      <Link
        to={sessionSummaryPath(entry.sessionId)}
        className="flex items-center gap-2 rounded-t-2xl px-4 pt-3 pb-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{entry.sessionName}</span>
          <time dateTime={entry.completedAt} className="text-sm text-slate-600">
            {formatDay(entry.completedAt)}
          </time>
        </span>
        <ChevronRight className="size-5 text-slate-400" aria-hidden />
      </Link>
      {records.length > 0 ? (
        <p className="flex flex-wrap gap-1 px-4 pb-2">
          <PrBadge text={records.length === 1 ? 'PR' : `${records.length} PRs`} label={`Personal records: ${records.join(', ')}`} />
          <span aria-hidden className="self-center text-xs text-slate-600">
            {records.join(' · ')}
          </span>
        </p>
      ) : null}
      <p aria-hidden className="border-t border-slate-100 px-4 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Set · {measuresText}
      </p>
      <ol aria-label={`Sets (${measuresText})`} className="flex flex-col divide-y divide-slate-100 px-4">
        {entry.sets.map((set, index) => {
          const label = labels[index] ?? WARMUP_LABEL;
          const isWarmup = label === WARMUP_LABEL;
          return (
            <li key={`${set.setNumber}-${index}`} className={cn('flex items-center gap-3 py-2 text-sm', !set.isCompleted && 'text-slate-500')}>
              <span className={cn('w-7 font-semibold', isWarmup ? 'text-amber-700' : 'text-slate-500')}>
                <span aria-hidden>{label}</span>
                <span className="sr-only">{isWarmup ? 'Warm-up set' : `Set ${label}`}</span>
              </span>
              <span className="flex-1 font-medium tabular-nums">{typed ? typedSetText(type, typedValues(set), unit) : setText(set, unit)}</span>
              {isWarmup ? <span className="text-xs text-slate-600">Warm-up</span> : null}
              {set.isCompleted ? null : <span className="text-xs text-slate-600">Not completed</span>}
            </li>
          );
        })}
      </ol>
    </article>
  );
}

/** The exercise's finished sessions, newest first. */
export function ExerciseSessions({ entries, unit }: { entries: readonly ExerciseHistoryEntry[]; unit: WeightUnit }) {
  return (
    <ol aria-label="Past sessions" className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.sessionId}>
          <SessionCard entry={entry} unit={unit} />
        </li>
      ))}
    </ol>
  );
}
