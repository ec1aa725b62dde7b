import { useId, useState } from 'react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportRequest } from '../../../../../shared/schemas/social';
import { BottomSheet, SheetBody, SheetClose } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

interface ReportSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is reported, as the title names it: 'post' or 'comment'. */
  item: 'post' | 'comment';
  /** Whose it is, for the question. */
  authorName: string;
  /** Runs with the chosen reason once the person confirms; the sheet closes. */
  onReport: (report: ReportRequest) => void;
}

/**
 * Issue 27: a report says why. The person picks one of the four reasons (and, for 'Other', may say more), then
 * confirms with Report; nothing is sent from here (the caller offers Undo first).
 */
export function ReportSheet({ open, onOpenChange, item, authorName, onReport }: ReportSheetProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const ids = { group: useId(), details: useId() };

  const changeOpen = (next: boolean) => {
    if (!next) {
      setReason(null);
      setDetails('');
    }
    onOpenChange(next);
  };
  const confirm = () => {
    if (!reason) return;
    const said = reason === 'other' ? details.trim() : '';
    changeOpen(false);
    onReport(said ? { reason, details: said } : { reason });
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={changeOpen}
      title={`Report ${item}`}
      description={`Why are you reporting ${authorName}'s ${item}? They won't be told who reported it.`}
    >
      <SheetBody>
        <fieldset>
          <legend id={ids.group} className="sr-only">
            Reason
          </legend>
          <ul className="flex flex-col gap-1">
            {REPORT_REASONS.map((choice) => (
              <li key={choice}>
                <label
                  className={cn(
                    'flex min-h-13 cursor-pointer items-center gap-3 rounded-xl border px-3 text-base font-medium text-slate-900',
                    'has-focus-visible:outline-2 has-focus-visible:outline-blue-600',
                    reason === choice ? 'border-blue-600 bg-blue-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={ids.group}
                    value={choice}
                    checked={reason === choice}
                    onChange={() => setReason(choice)}
                    className="size-5 accent-blue-600"
                  />
                  {REPORT_REASON_LABELS[choice]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {reason === 'other' ? (
          <div>
            <Label htmlFor={ids.details}>What's wrong? (optional)</Label>
            <textarea
              id={ids.details}
              className={inputClasses('h-20 resize-none py-3')}
              value={details}
              maxLength={REPORT_DETAILS_MAX_LENGTH}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-3 pb-1">
          <SheetClose asChild>
            <Button variant="secondary">Cancel</Button>
          </SheetClose>
          <Button variant="destructive" disabled={!reason} onClick={confirm}>
            Report
          </Button>
        </div>
      </SheetBody>
    </BottomSheet>
  );
}
