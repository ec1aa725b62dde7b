import { useQuery } from '@tanstack/react-query';
import { OfflineNotKept } from '../../../components/offline/kept-reads-notice';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { suggestionsQueryOptions } from '../../../lib/queries/people-queries';
import { waitsForNetwork } from '../../../lib/offline-reads/read-state';
import { PeopleRows } from './people-rows';

/** Beyond the spec (issue 8): people to follow, on /people before a search and on /social while the feed is empty. */
export function FollowSuggestions() {
  const suggestions = useQuery(suggestionsQueryOptions());
  return (
    <section aria-labelledby="suggestions-title" className="flex flex-col gap-1">
      <h2 id="suggestions-title" className="text-lg font-semibold">
        Suggested for you
      </h2>
      {waitsForNetwork(suggestions) ? (
        <OfflineNotKept layout="section" />
      ) : suggestions.isPending ? (
        <p role="status" className="flex items-center gap-2 py-4 text-slate-600">
          <Spinner />
          Loading suggestions...
        </p>
      ) : suggestions.isLoadingError ? (
        <LoadFailed title={null} layout="section" message={suggestions.error.message} onRetry={() => void suggestions.refetch()} />
      ) : suggestions.data.length === 0 ? (
        <p className="py-2 text-slate-600">No suggestions right now. Search for people you know.</p>
      ) : (
        <PeopleRows people={suggestions.data} label="Suggested for you" />
      )}
    </section>
  );
}
