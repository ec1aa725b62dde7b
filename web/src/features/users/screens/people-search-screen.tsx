import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/input';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../lib/paths';
import { userSearchQueryOptions } from '../../../lib/queries/people-queries';
import { BackBar } from '../components/back-bar';
import { FollowSuggestions } from '../components/follow-suggestions';
import { LoadMore } from '../components/load-more';
import { PeopleRows } from '../components/people-rows';
import { useDebouncedValue } from '../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

/** Beyond the spec (issue 8): find people by a username or display-name prefix; suggestions before typing. */
export default function PeopleSearchScreen() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const inputId = useId();

  return (
    <>
      <BackBar title="Find people" fallback={paths.social} />
      <div className="flex flex-col gap-4 px-4 py-4">
        <div role="search" className="relative">
          <label htmlFor={inputId} className="sr-only">
            Search by name or username
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by name or username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            className={inputClasses('pl-11')}
          />
        </div>
        {query ? <SearchResults query={query} /> : <FollowSuggestions />}
      </div>
    </>
  );
}

function SearchResults({ query }: { query: string }) {
  const results = useInfiniteQuery(userSearchQueryOptions(query));

  if (results.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-slate-600">
        <Spinner />
        Searching...
      </p>
    );
  }
  if (results.isError) return <LoadFailed title="Search failed" message={results.error.message} onRetry={() => void results.refetch()} />;

  const people = results.data.pages.flatMap((page) => page.items);
  if (people.length === 0) return <StatusMessage title="No people found" message={`Nobody's name or username starts with "${query}".`} />;
  return (
    <section aria-label="Search results">
      <PeopleRows people={people} label="Search results" />
      <LoadMore hasNextPage={results.hasNextPage} isFetchingNextPage={results.isFetchingNextPage} fetchNextPage={results.fetchNextPage} />
    </section>
  );
}
