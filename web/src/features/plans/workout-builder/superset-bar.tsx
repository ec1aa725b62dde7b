import { Button } from '../../../components/ui/button';

interface SupersetBarProps {
  selectedCount: number;
  onCancel: () => void;
  onSave: () => void;
}

/** Superset mode's actions (spec 001 section 4), docked at the bottom while exercises are being picked. */
export function SupersetBar({ selectedCount, onCancel, onSave }: SupersetBarProps) {
  return (
    <div
      role="region"
      aria-label="Superset"
      className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-md border-t border-slate-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg"
    >
      <p aria-live="polite" className="mb-2 text-sm text-slate-600">
        {selectedCount === 1 ? '1 exercise selected' : `${selectedCount} exercises selected`}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onCancel} className="flex-1">
          Cancel
        </Button>
        <Button onClick={onSave} className="flex-1">
          Save superset
        </Button>
      </div>
    </div>
  );
}
