import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' while the server has another page. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <Button variant="secondary" className="mt-2 w-full" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
      {isFetchingNextPage ? <Spinner className="size-4" /> : null}
      {isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
