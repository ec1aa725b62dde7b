import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { thisWeekQueryOptions } from '../api/home-reads';
import { dayName, weekDaysOf } from '../lib/week-days';
import { SectionCard } from '../../../components/ui/section-card';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';

/** 'This week': the count and seven circles from Sunday (spec 000 section 2). */
export function ThisWeekCard({ userId }: { userId: string }) {
  const [today] = useState(() => new Date());
  const completed = useQuery(thisWeekQueryOptions(userId, today));
  const workouts = completed.data ?? [];
  const days = weekDaysOf(today, workouts.map((workout) => workout.completedAt));
  const count = workouts.length;

  return (
    <SectionCard title="This week">
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {waitsForNetwork(completed)
          ? "You're offline: this week's count shows once you're back online."
          : completed.isLoadingError
            ? "Couldn't load this week's workouts."
            : completed.isPending
              ? 'Loading...'
            : `${count} ${count === 1 ? 'workout' : 'workouts'} this week`}
      </p>
      <ol className="flex justify-between" aria-label="Days of this week">
        {days.map((day) => (
          <li key={day.date.toISOString()} className="flex flex-col items-center">
            <span
              role="img"
              aria-label={`${dayName(day.date)}${day.isToday ? ' (today)' : ''}${day.hasWorkout ? ': workout completed' : ''}`}
              data-marked={day.hasWorkout || undefined}
              className={cn(
                'flex size-10 items-center justify-center rounded-full border-2 text-sm font-semibold',
                day.hasWorkout
                  ? 'border-blue-600 bg-blue-600 text-white'
                  : day.isToday
                    ? 'border-blue-600 text-blue-700'
                    : 'border-slate-200 text-slate-500',
                day.isFuture && 'opacity-60',
              )}
            >
              {day.hasWorkout ? <Check className="size-4" aria-hidden /> : day.letter}
            </span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
