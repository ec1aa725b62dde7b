import { FEED_FILTERS, type FeedFilter } from '../../../../../shared/schemas/social';
import { cn } from '../../../lib/cn';

const labels: Record<FeedFilter, string> = { following: 'Following', explore: 'Explore' };

/** Following / Explore. */
export function FeedToggle({ value, onChange }: { value: FeedFilter; onChange: (filter: FeedFilter) => void }) {
  return (
    <div role="group" aria-label="Feed" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1">
      {FEED_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'min-h-10 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-blue-600',
            value === filter ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
          )}
        >
          {labels[filter]}
        </button>
      ))}
    </div>
  );
}
