import { useInfiniteQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { CreatedImportKey, ImportKey } from '../../../../../shared/api-types';
import { timeAgo } from '../../../../../shared/relative-time';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useNow } from '../../../lib/use-now';
import { useRevokeImportKey } from '../api/import-key-mutations';
import { importKeysQueryOptions } from '../../../lib/queries/import-key-queries';
import { CreatedKeyDialog } from './created-key-dialog';
import { CreateImportKeyForm } from './create-import-key-form';

/** 'Created …' and 'Last used …' stay right while the settings stay open. */
const RELATIVE_TIME_REFRESH_MS = 60_000;

/**
 * Beyond the spec (issue 10): Settings' 'Apple Health' section. Import keys let an iOS Shortcut import workouts for
 * months without a sign-in token; each is shown once when created and can be revoked.
 */
export function ImportKeysSection() {
  const keys = useInfiniteQuery(importKeysQueryOptions());
  const items = keys.data?.pages.flatMap((page) => page.items) ?? [];
  const [created, setCreated] = useState<CreatedImportKey | null>(null);
  const now = useNow(RELATIVE_TIME_REFRESH_MS);

  return (
    <section aria-labelledby="apple-health-title" className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div>
        <h2 id="apple-health-title" className="text-lg font-semibold">
          Apple Health
        </h2>
        <p className="text-sm text-slate-600">
          Create a key, then in the Shortcuts app let &lsquo;Get Contents of URL&rsquo; POST each workout to the import URL
          with the header Authorization: Bearer and the key, run by a &lsquo;When Workout Ends&rsquo; automation. A key can
          only import workouts, and you can revoke it at any time.
        </p>
      </div>

      {keys.isPending ? (
        <p role="status" className="flex items-center gap-2 py-2 text-slate-600">
          <Spinner />
          Loading...
        </p>
      ) : keys.isError ? (
        <LoadFailed title={null} layout="section" message={keys.error.message} onRetry={() => void keys.refetch()} />
      ) : items.length === 0 ? (
        <p className="py-1 text-slate-600">No import keys yet</p>
      ) : (
        <>
          <ul aria-label="Import keys" className="flex flex-col divide-y divide-slate-100">
            {items.map((key) => (
              <ImportKeyRow key={key.id} importKey={key} now={now} />
            ))}
          </ul>
          {keys.hasNextPage ? (
            <Button variant="secondary" className="w-full" disabled={keys.isFetchingNextPage} onClick={() => void keys.fetchNextPage()}>
              {keys.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {keys.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}

      <CreateImportKeyForm onCreated={setCreated} />
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
    </section>
  );
}

function ImportKeyRow({ importKey, now }: { importKey: ImportKey; now: number }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeImportKey();

  return (
    <li className="flex items-start gap-3 py-3">
      <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{importKey.name}</p>
        <p className="font-mono text-sm text-slate-600">{importKey.preview}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={importKey.createdAt}>Created {timeAgo(importKey.createdAt, now)}</time>
          {' · '}
          {importKey.lastUsedAt ? <time dateTime={importKey.lastUsedAt}>Last used {timeAgo(importKey.lastUsedAt, now)}</time> : 'Never used'}
        </p>
      </div>
      <Button
        variant="secondary"
        className="min-h-10 shrink-0 px-3 text-sm"
        aria-label={`Revoke ${importKey.name}`}
        disabled={revoke.isPending}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke this import key?"
        description={`Shortcuts using “${importKey.name}” will stop importing workouts. This cannot be undone.`}
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onConfirm={() => revoke.mutate(importKey.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
