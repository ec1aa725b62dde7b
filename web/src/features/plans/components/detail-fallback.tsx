import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackHeader } from '../../../components/ui/back-header';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { isNotFound } from '../lib/not-found';
import { LoadFailed } from '../../../components/ui/load-failed';

interface DetailFallbackProps {
  title: string;
  backTo: string;
  /** The detail screen's read, still pending or failed. */
  query: UseQueryResult<unknown>;
  /** Shown when the read failed with 404. */
  notFound: ReactNode;
}

/** A detail screen before its data: the header, then the spinner, `notFound`, or the error with Try again. */
export function DetailFallback({ title, backTo, query, notFound }: DetailFallbackProps) {
  return (
    <>
      <BackHeader title={title} backTo={backTo} />
      {query.isError ? (
        isNotFound(query.error) ? (
          notFound
        ) : (
          <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
        )
      ) : (
        <LoadingScreen />
      )}
    </>
  );
}
