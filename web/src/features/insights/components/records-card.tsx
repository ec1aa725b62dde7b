import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExerciseRecords } from '../../../../../shared/api-types';
import type { WeightUnit } from '../../../../../shared/units';
import { sessionSummaryPath } from '../../../lib/paths';
import { formatDay, formatVolume, RECORD_LABELS, RECORD_ORDER, recordWeightText, setText, typedRecordValueText } from '../../../lib/units/insight-format';
import { SectionCard } from '../../../components/ui/section-card';

/** Best-reps rows shown before 'Show all'. */
const BEST_REPS_SHOWN = 5;

interface RecordFact {
  label: string;
  value: string;
  detail: string | null;
  sessionId: string;
  achievedAt: string;
}

function factsOf(records: ExerciseRecords, unit: WeightUnit): RecordFact[] {
  const facts: RecordFact[] = [];
  const { heaviestWeight, bestE1rm, bestSetVolume, bestSessionVolume } = records;
  const where = (holder: { sessionId: string; achievedAt: string }) => ({ sessionId: holder.sessionId, achievedAt: holder.achievedAt });
  if (heaviestWeight) facts.push({ label: 'Heaviest weight', value: recordWeightText(heaviestWeight.value, unit), detail: `${heaviestWeight.reps} ${heaviestWeight.reps === 1 ? 'rep' : 'reps'}`, ...where(heaviestWeight) });
  if (bestE1rm) facts.push({ label: 'Best e1RM', value: recordWeightText(bestE1rm.value, unit, { estimate: true }), detail: `from ${setText(bestE1rm, unit)}`, ...where(bestE1rm) });
  if (bestSetVolume) facts.push({ label: 'Best set volume', value: formatVolume(bestSetVolume.value, unit), detail: setText(bestSetVolume, unit), ...where(bestSetVolume) });
  if (bestSessionVolume) facts.push({ label: 'Best session volume', value: formatVolume(bestSessionVolume.value, unit), detail: null, ...where(bestSessionVolume) });
  // Issue 29: the records of the other exercise types (longest time, distance, pace, most reps, least assistance).
  for (const kind of RECORD_ORDER) {
    const best = records.typedBests?.find((holder) => holder.kind === kind);
    if (best) facts.push({ label: RECORD_LABELS[kind], value: typedRecordValueText(best.kind, best.value, unit), detail: null, ...where(best) });
  }
  return facts;
}

const dateLink = 'rounded text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600';

/** An exercise's records in the unit, each with the day it was set (a link to that workout). */
export function RecordsCard({ records, unit }: { records: ExerciseRecords; unit: WeightUnit }) {
  const [showAllReps, setShowAllReps] = useState(false);
  const facts = factsOf(records, unit);
  const bestReps = showAllReps ? records.bestReps : records.bestReps.slice(0, BEST_REPS_SHOWN);

  return (
    <SectionCard title="Personal records">
      {facts.length === 0 ? (
        <p className="text-sm text-slate-600">No records yet: complete a working set to set the first ones.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-0.5 rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{fact.label}</dt>
              <dd className="text-lg font-bold tabular-nums">{fact.value}</dd>
              <dd className="text-xs text-slate-600">
                {fact.detail ? <span className="tabular-nums">{fact.detail} · </span> : null}
                <Link to={sessionSummaryPath(fact.sessionId)} className={dateLink}>
                  <time dateTime={fact.achievedAt}>{formatDay(fact.achievedAt)}</time>
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {records.bestReps.length > 0 ? (
        <>
          <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-700">Best reps at each weight</h3>
          <ul aria-label="Best reps at each weight" className="flex flex-col divide-y divide-slate-100 text-sm">
            {bestReps.map((entry) => (
              <li key={`${entry.weight}-${entry.reps}`} className="flex items-center justify-between gap-3 py-2">
                <span className="font-medium tabular-nums">{setText(entry, unit)}</span>
                <Link to={sessionSummaryPath(entry.sessionId)} className={`${dateLink} text-xs`}>
                  <time dateTime={entry.achievedAt}>{formatDay(entry.achievedAt)}</time>
                </Link>
              </li>
            ))}
          </ul>
          {records.bestReps.length > BEST_REPS_SHOWN ? (
            <button
              type="button"
              onClick={() => setShowAllReps((shown) => !shown)}
              aria-expanded={showAllReps}
              className="mt-1 min-h-11 rounded-lg px-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {showAllReps ? 'Show fewer' : `Show all ${records.bestReps.length}`}
            </button>
          ) : null}
        </>
      ) : null}
    </SectionCard>
  );
}
