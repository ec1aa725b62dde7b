import { ClipboardList } from 'lucide-react';
import { useId, useState } from 'react';
import type { WeightUnit } from '../../../../../shared/units';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useReadRecordFacts } from '../api/use-record-facts';
import { fillNoteOf, statsFromRecords, type FilledStat } from '../lib/stats-from-records';

interface FillFromRecordsProps {
  userId: string;
  unit: WeightUnit;
  /** The values go into the form only: nothing is saved until Save. */
  onFill: (filled: FilledStat[]) => void;
}

/** Issue 27: 'Fill from my records' on Edit Stats, with what it filled (or why it could not) said below it. */
export function FillFromRecords({ userId, unit, onFill }: FillFromRecordsProps) {
  const read = useReadRecordFacts(userId);
  const [note, setNote] = useState('');
  const descriptionId = useId();

  function fill() {
    setNote('');
    read.mutate(undefined, {
      onSuccess: (facts) => {
        const filled = statsFromRecords(facts, unit);
        onFill(filled);
        setNote(fillNoteOf(filled));
      },
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={fill} disabled={read.isPending} aria-describedby={descriptionId}>
        {read.isPending ? <Spinner /> : <ClipboardList className="size-5" aria-hidden />}
        Fill from my records
      </Button>
      <p id={descriptionId} className="text-sm text-slate-600">
        Your best estimated one-rep max of the squat, bench press, deadlift and overhead press, and your most pull-ups in one set.
      </p>
      <p role="status" className={read.isError ? 'text-sm font-medium text-red-700' : 'text-sm font-medium text-slate-900'}>
        {read.isError ? `Could not read your records. ${read.error.message}` : note}
      </p>
    </div>
  );
}
