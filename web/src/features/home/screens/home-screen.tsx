import { useQuery } from '@tanstack/react-query';
import { OfflineSince } from '../../../components/offline/kept-reads-notice';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useAuth } from '../../../lib/auth/auth-context';
import { RecentActivityCard } from '../components/recent-activity-card';
import { ThisWeekCard } from '../components/this-week-card';
import { TodaysWorkoutCard } from '../components/todays-workout-card';
import { recentWorkoutsQueryOptions } from '../api/home-reads';

export default function HomeScreen() {
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;

  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <div>
        <h1 className="text-xl font-bold">Welcome back, {user.displayName}!</h1>
        <p className="text-slate-600">Ready to train today?</p>
      </div>
      <HomeKeptSince userId={user.id} />
      <TodaysWorkoutCard />
      <ThisWeekCard userId={user.id} />
      <RecentActivityCard userId={user.id} />
    </div>
  );
}

/** Offline, when home's recent activity was last read (its cards show the phone's copy). */
function HomeKeptSince({ userId }: { userId: string }) {
  const recent = useQuery(recentWorkoutsQueryOptions(userId));
  return <OfflineSince updatedAt={recent.dataUpdatedAt} />;
}
