import { UserSearch } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { FollowSuggestions, peoplePaths } from '../../users';

/** Social (/social). Until the feed arrives: a way to find people, and suggestions to follow (issue 8). */
export default function SocialScreen() {
  return (
    <section className="flex flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Social</h1>
        <Link to={peoplePaths.search} className={buttonClasses('secondary', 'px-3')}>
          <UserSearch className="size-5" aria-hidden />
          Find people
        </Link>
      </div>
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-600">The social feed is not available yet.</p>
      <div className="rounded-2xl bg-white p-4 shadow-sm">
        <FollowSuggestions />
      </div>
    </section>
  );
}
