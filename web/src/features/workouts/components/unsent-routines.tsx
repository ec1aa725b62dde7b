import { useMemo } from 'react';
import { OfflineNotKept } from '../../../components/offline/kept-reads-notice';
import { useOutboxEntries } from '../../../lib/outbox/use-outbox-entries';
import { MY_ROUTINES_FOLDER_ID } from '../../../../../shared/schemas/routine-folders';
import { unsentRoutinesOf } from '../routine-builder/routine-changes';
import { RoutineCard } from './routine-card';

/**
 * Offline with no routine list kept on the phone (never read online, issue 30): the list shows once back online,
 * and the routines built on this phone meanwhile are shown already, newest first.
 */
export function UnsentRoutines() {
  const entries = useOutboxEntries();
  const routines = useMemo(() => unsentRoutinesOf(entries), [entries]);
  return (
    <>
      <OfflineNotKept layout="section" />
      {routines.length > 0 ? (
        <section aria-labelledby="unsent-routines-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-3">
          <h3 id="unsent-routines-heading" className="font-semibold">
            Saved on this phone
          </h3>
          {routines.map((routine) => (
            <RoutineCard key={routine.id} routine={routine} folderId={MY_ROUTINES_FOLDER_ID} folders={[]} />
          ))}
        </section>
      ) : null}
    </>
  );
}
