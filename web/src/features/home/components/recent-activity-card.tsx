import { Activity } from 'lucide-react';
import { SectionCard } from './section-card';

/** Empty state of spec 000: there is no workout or post to show yet. */
export function RecentActivityCard() {
  return (
    <SectionCard title="Recent activity">
      <div className="flex flex-col items-center py-4 text-center">
        <Activity className="mb-2 size-8 text-slate-300" aria-hidden />
        <p className="font-medium text-slate-700">No recent activity</p>
        <p className="text-sm text-slate-500">Complete a workout to see your progress here</p>
      </div>
    </SectionCard>
  );
}
