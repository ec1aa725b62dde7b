import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { UserSearch } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { FEED_FILTERS, type FeedFilter } from '../../../../../shared/schemas/social';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useAuth } from '../../../lib/auth/auth-context';
import { peoplePaths } from '../../../lib/paths';
import { socialKeys } from '../../../lib/queries/social-keys';
import { FeedList } from '../components/feed-list';
import { FeedToggle } from '../components/feed-toggle';

const FILTER_PARAM = 'filter';

function filterOf(value: string | null): FeedFilter {
  return FEED_FILTERS.find((filter) => filter === value) ?? 'following';
}

/** Social (/social, spec 001 section 2): the Following or Explore feed, with a way to find people. */
export default function SocialScreen({ suggestions }: { suggestions: ReactNode }) {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filter = filterOf(searchParams.get(FILTER_PARAM));

  // Spec 001 section 4: toggling resets paging, so the chosen feed starts again at its first page.
  function choose(next: FeedFilter) {
    if (next === filter) return;
    queryClient.removeQueries({ queryKey: socialKeys.feed(next), exact: true });
    setSearchParams(next === 'following' ? {} : { [FILTER_PARAM]: next }, { replace: true });
    window.scrollTo({ top: 0 });
  }

  if (!user) return <LoadingScreen />;
  return (
    <section aria-labelledby="social-title" className="flex flex-col gap-4 py-4">
      <div className="flex flex-col gap-3 px-4">
        <div className="flex items-center justify-between gap-3">
          <h1 id="social-title" className="text-2xl font-bold">
            Social
          </h1>
          <Link to={peoplePaths.search} className={buttonClasses('secondary', 'px-3')}>
            <UserSearch className="size-5" aria-hidden />
            Find people
          </Link>
        </div>
        <FeedToggle value={filter} onChange={choose} />
      </div>
      <FeedList key={filter} filter={filter} myId={user.id} onExplore={() => choose('explore')} suggestions={suggestions} />
    </section>
  );
}
