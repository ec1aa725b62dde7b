import { LogOut } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useAuth } from '../../auth';

/** Own profile (/profile): who is signed in and Logout; the full profile arrives later. */
export default function ProfileScreen() {
  const { user, logout } = useAuth();
  if (!user) return <LoadingScreen />;

  return (
    <section className="flex flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold">Profile</h1>
      <div className="flex flex-col items-center gap-2 text-center">
        <Avatar name={user.displayName} imageUrl={user.profileImage} className="size-24 text-4xl" />
        <p className="text-2xl font-bold">{user.displayName}</p>
        <p className="text-slate-600">@{user.username}</p>
      </div>
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center text-slate-600">
        The rest of your profile is not available yet.
      </p>
      <Button variant="secondary" onClick={logout} className="w-full text-red-600">
        <LogOut className="size-5" aria-hidden />
        Logout
      </Button>
    </section>
  );
}
