import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { trainingDaysQueryOptions } from '../../../lib/queries/insight-queries';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { browserTimeZone, dayOf, monthOf, monthTitle, monthWeeks, shiftMonth } from '../lib/calendar';
import { SectionCard } from '../../../components/ui/section-card';

const WEEKDAYS = [
  ['S', 'Sunday'],
  ['M', 'Monday'],
  ['T', 'Tuesday'],
  ['W', 'Wednesday'],
  ['T', 'Thursday'],
  ['F', 'Friday'],
  ['S', 'Saturday'],
] as const;

const monthButton =
  'inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 ' +
  'focus-visible:outline-blue-600 disabled:pointer-events-none disabled:opacity-40';

/** A month of days with the days trained marked (in the browser's time zone), and how many there were. */
export function TrainingCalendar({ userId }: { userId: string }) {
  const [today] = useState(() => new Date());
  const [timeZone] = useState(browserTimeZone);
  const currentMonth = monthOf(today);
  const [month, setMonth] = useState(currentMonth);
  const days = useQuery(trainingDaysQueryOptions(userId, month, timeZone));
  const trained = new Set(days.data?.days ?? []);
  const todayKey = dayOf(today);
  const title = monthTitle(month);

  const count = days.data?.days.length ?? 0;
  const status = waitsForNetwork(days)
    ? "Offline: shows when back online"
    : days.isPending
    ? 'Loading...'
    : days.isLoadingError
      ? 'Could not load the days trained.'
      : count === 0
        ? 'No workouts this month'
        : `Trained on ${count} ${count === 1 ? 'day' : 'days'}`;

  return (
    <SectionCard
      title="Calendar"
      action={
        <div className="flex items-center gap-1">
          <button type="button" className={monthButton} aria-label="Previous month" onClick={() => setMonth((shown) => shiftMonth(shown, -1))}>
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            className={monthButton}
            aria-label="Next month"
            disabled={month >= currentMonth}
            onClick={() => setMonth((shown) => shiftMonth(shown, 1))}
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      }
    >
      <div className="mb-2 flex items-baseline justify-between gap-2" aria-live="polite">
        <p className="font-semibold">{title}</p>
        <p className={cn('text-sm', days.isLoadingError && !waitsForNetwork(days) ? 'text-red-700' : 'text-slate-600')}>{status}</p>
      </div>
      {days.isLoadingError && !waitsForNetwork(days) ? (
        <Button variant="secondary" className="mb-2 w-full" onClick={() => void days.refetch()}>
          Try again
        </Button>
      ) : null}
      <table aria-label={`Days trained in ${title}`} className="w-full table-fixed text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map(([letter, name]) => (
              <th key={name} scope="col" abbr={name} className="pb-1 text-xs font-medium text-slate-500">
                {letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((cell, dayIndex) => {
                if (!cell) return <td key={`empty-${dayIndex}`} />;
                const isTrained = trained.has(cell.date);
                const isToday = cell.date === todayKey;
                return (
                  <td key={cell.date} className="py-0.5" data-date={cell.date} data-trained={isTrained || undefined}>
                    <span
                      className={cn(
                        'mx-auto flex size-9 items-center justify-center rounded-full tabular-nums',
                        isTrained ? 'bg-blue-600 font-semibold text-white' : 'text-slate-700',
                        isToday && !isTrained && 'ring-2 ring-blue-600 ring-inset',
                        isToday && isTrained && 'ring-2 ring-blue-300 ring-offset-1',
                      )}
                    >
                      {cell.day}
                      {isTrained ? <span className="sr-only">, trained</span> : null}
                      {isToday ? <span className="sr-only">, today</span> : null}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </SectionCard>
  );
}
