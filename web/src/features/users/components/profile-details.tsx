import type { KeyStat, ProfileDetails } from '../../../../../shared/api-types';

/** Spec 001 section 2: Home Gym, Primary Workout Type and Goal, or 'No details shared'. */
export function ProfileDetailsSection({ details }: { details: Pick<ProfileDetails, 'homeGym' | 'primaryWorkoutType' | 'goal'> }) {
  const rows = [
    { label: 'Home Gym', value: details.homeGym },
    { label: 'Primary Workout Type', value: details.primaryWorkoutType },
    { label: 'Goal', value: details.goal },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  return (
    <section aria-labelledby="profile-details-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="profile-details-title" className="mb-2 text-lg font-semibold">
        Details
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-600">No details shared</p>
      ) : (
        <dl className="flex flex-col gap-2">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-3">
              <dt className="shrink-0 text-slate-600">{row.label}</dt>
              <dd className="min-w-0 text-right font-medium wrap-anywhere">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Spec 001 section 2: the visible key stats that have a value, as name, value, unit; else 'No stats shared'. */
export function KeyStatsSection({ keyStats }: { keyStats: KeyStat[] }) {
  const shown = keyStats.filter((stat) => stat.isVisible && stat.value !== null);
  return (
    <section aria-labelledby="key-stats-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="key-stats-title" className="mb-2 text-lg font-semibold">
        Key Stats
      </h2>
      {shown.length === 0 ? (
        <p className="text-slate-600">No stats shared</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          {shown.map((stat) => (
            <div key={stat.name} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{stat.name}</dt>
              <dd className="text-lg font-bold">
                {stat.value} <span className="text-sm font-normal text-slate-600">{stat.unit}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
