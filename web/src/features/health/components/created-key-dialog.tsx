import { TriangleAlert } from 'lucide-react';
import type { CreatedImportKey } from '../../../../../shared/api-types';
import { BottomSheet, SheetBody, SheetClose } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { importHealthUrl } from '../lib/import-url';
import { CopyButton } from './copy-button';

interface CreatedKeyDialogProps {
  /** The new key; null closes the dialog (and the key is gone for good). */
  created: CreatedImportKey | null;
  onClose: () => void;
}

/** Shows a new import key once, with Copy, the warning that it will not be shown again, and the import URL. */
export function CreatedKeyDialog({ created, onClose }: CreatedKeyDialogProps) {
  return (
    <BottomSheet
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Import key created"
      description={created ? `“${created.name}” can import workouts into your account and do nothing else.` : undefined}
    >
      {created ? (
        <SheetBody>
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            Copy this key now. It will not be shown again.
          </p>
          <dl className="flex flex-col gap-3">
            <div>
              <dt className="mb-1.5 text-sm font-medium text-slate-700">Import key</dt>
              <dd className="flex flex-col gap-2">
                <code className="block rounded-xl bg-slate-100 p-3 font-mono text-sm break-all text-slate-900 select-all">{created.key}</code>
                <CopyButton text={created.key} label="Copy key" failedMessage="Could not copy. Select the key and copy it." />
              </dd>
            </div>
            <div>
              <dt className="mb-1.5 text-sm font-medium text-slate-700">Import URL (the Shortcut sends each workout here)</dt>
              <dd>
                <code className="block rounded-xl bg-slate-100 p-3 font-mono text-sm break-all text-slate-900 select-all">{importHealthUrl()}</code>
              </dd>
            </div>
          </dl>
          <SheetClose asChild>
            <Button className="mb-1 w-full">Done</Button>
          </SheetClose>
        </SheetBody>
      ) : null}
    </BottomSheet>
  );
}
