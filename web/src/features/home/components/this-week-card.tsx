import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { weekDaysOf } from '../lib/week-days';
import { SectionCard } from './section-card';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

/** The week strip. No day is marked: completed workouts arrive with workout tracking. */
export function ThisWeekCard() {
  const [days] = useState(() => weekDaysOf(new Date()));

  return (
    <SectionCard title="This week">
      <p className="mb-3 text-sm text-slate-600">Your weekly workout count appears once workout tracking is available.</p>
      <ol className="flex justify-between" aria-label="Days of this week">
        {days.map((day) => (
          <li key={day.date.toISOString()} className="flex flex-col items-center">
            <span
              aria-label={`${dayFormat.format(day.date)}${day.isToday ? ' (today)' : ''}`}
              className={cn(
                'flex size-10 items-center justify-center rounded-full border-2 text-sm font-semibold',
                day.isToday ? 'border-blue-600 text-blue-700' : 'border-slate-200 text-slate-500',
                day.isFuture && 'opacity-60',
              )}
            >
              {day.letter}
            </span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
