import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Settings' danger zone: one row that opens the delete-account dialog. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title="Danger zone">
      <p className="mb-3 text-sm text-slate-600">Deleting your account removes your profile, workouts, posts and messages for good.</p>
      <Button variant="secondary" className="w-full text-red-700" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-4" />
        Delete account
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </SectionCard>
  );
}
