import { EllipsisVertical, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlanSummary, RoutineFolder } from '../../../../../shared/api-types';
import { moreLabel, previewOf } from '../../../../../shared/workout/preview';
import { Button } from '../../../components/ui/button';
import { useStartRoutine } from '../api/use-start-routine';
import { useCooldown } from '../lib/use-cooldown';
import { routinePath } from '../../../lib/paths';
import { DeleteRoutineDialog } from './delete-routine-dialog';
import { MoveRoutineSheet } from './move-routine-sheet';
import { RoutineOptionsSheet } from './routine-options-sheet';

/** Spec 000 section 9: Start Routine stays disabled this long after a press. */
const START_ROUTINE_COOLDOWN_MS = 5_000;

type OpenSheet = 'options' | 'move' | 'delete' | null;

/** A routine: its first 3 exercise names then '+N more', Start Routine and its menu. */
export function RoutineCard({ routine, folderId, folders }: { routine: PlanSummary; folderId: string; folders: readonly RoutineFolder[] }) {
  const [openSheet, setOpenSheet] = useState<OpenSheet>(null);
  const startRoutine = useStartRoutine();
  const cooldown = useCooldown(START_ROUTINE_COOLDOWN_MS);
  const { shown, hidden } = previewOf(routine.exerciseNames);
  const sheetProps = (sheet: OpenSheet) => ({ open: openSheet === sheet, onOpenChange: (open: boolean) => setOpenSheet(open ? sheet : null) });
  const titleId = `routine-${routine.id}-name`;

  function start() {
    cooldown.start();
    startRoutine.mutate({ name: routine.name, workoutPlanId: routine.id });
  }

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-2">
        <h4 id={titleId} className="min-w-0 flex-1 pt-2 text-base font-semibold wrap-anywhere">
          <Link to={routinePath(routine.id)} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
            {routine.name}
          </Link>
        </h4>
        <button
          type="button"
          aria-label={`Routine options for ${routine.name}`}
          onClick={() => setOpenSheet('options')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <EllipsisVertical className="size-5" aria-hidden />
        </button>
      </div>
      {shown.length > 0 ? (
        <p className="text-sm text-slate-600">
          {shown.join(', ')}
          {hidden > 0 ? <span className="font-medium text-slate-700">{`, ${moreLabel(hidden)}`}</span> : null}
        </p>
      ) : (
        <p className="text-sm text-slate-500">No exercises yet</p>
      )}
      <Button onClick={start} disabled={cooldown.coolingDown} aria-busy={startRoutine.isPending} className="w-full">
        <Play className="size-4" aria-hidden />
        Start Routine
      </Button>

      <RoutineOptionsSheet
        routine={routine}
        {...sheetProps('options')}
        onMove={() => setOpenSheet('move')}
        onDelete={() => setOpenSheet('delete')}
      />
      <MoveRoutineSheet routine={routine} folderId={folderId} folders={folders} {...sheetProps('move')} />
      <DeleteRoutineDialog routine={routine} {...sheetProps('delete')} />
    </article>
  );
}
