import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The next page failed: say so and offer the same button again. */
  error?: Error | null;
}

/** 'Load more' while the server has another page; disabled while the page loads. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, error }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <div className="flex flex-col gap-2">
      {error && !isFetchingNextPage ? (
        <p role="alert" className="text-center text-sm text-red-700">
          Could not load more: {error.message}
        </p>
      ) : null}
      <Button variant="secondary" className="w-full" disabled={isFetchingNextPage} aria-busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {isFetchingNextPage ? <Spinner className="size-4" /> : null}
        {isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
