import type { ImportReport } from '../lib/use-import';

/** Rows shown one by one; the rest are counted. */
const MAX_LISTED_PROBLEMS = 50;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an import did: workouts imported, skipped as already imported, what was not kept as the file has it, and each row left out with why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const listed = report.problems.slice(0, MAX_LISTED_PROBLEMS);
  return (
    <div aria-label="Import report" role="region" className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">
        {report.format ? `${report.format === 'strong' ? 'Strong' : 'Hevy'} file ${report.fileName}` : report.fileName}
        {report.weightUnit ? `, weights read in ${report.weightUnit}` : ''}
      </p>
      <ul className="flex flex-col gap-1">
        <li>{plural(report.imported, 'workout imported', 'workouts imported')}</li>
        <li>{plural(report.skipped, 'workout skipped as already imported', 'workouts skipped as already imported')}</li>
        <li>{plural(report.problems.length, 'row skipped', 'rows skipped')}</li>
        {report.createdExercises.length > 0 ? <li>New custom exercises: {report.createdExercises.join(', ')}</li> : null}
      </ul>
      {report.notices.length > 0 ? (
        <ul aria-label="Imported differently" className="flex flex-col gap-1 border-t border-slate-200 pt-2 break-words text-slate-700">
          {report.notices.map((notice, index) => (
            <li key={`${index}-${notice}`}>{notice}</li>
          ))}
        </ul>
      ) : null}
      {listed.length > 0 ? (
        <ul aria-label="Rows skipped" className="flex max-h-60 flex-col gap-1 overflow-y-auto border-t border-slate-200 pt-2 break-words text-slate-700">
          {listed.map((problem, index) => (
            <li key={`${problem.row}-${index}`}>
              Row {problem.row}: {problem.reason}
            </li>
          ))}
          {report.problems.length > listed.length ? <li>…and {report.problems.length - listed.length} more</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
