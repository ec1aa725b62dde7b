import { useId } from 'react';
import { BIO_MAX_LENGTH } from '../../../../../shared/profile';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/** Spec 001 section 5: at most 150 characters, with the live counter 'n/150'. */
export function BioField({ value, onChange }: { value: string; onChange: (bio: string) => void }) {
  const ids = { input: useId(), counter: useId() };
  const atLimit = value.length >= BIO_MAX_LENGTH;
  return (
    <div>
      <Label htmlFor={ids.input}>Bio</Label>
      <textarea
        id={ids.input}
        className={inputClasses('h-28 resize-none py-3')}
        value={value}
        maxLength={BIO_MAX_LENGTH}
        // A paste longer than the limit keeps its first 150 characters.
        onChange={(event) => onChange(event.target.value.slice(0, BIO_MAX_LENGTH))}
        placeholder="Tell people about your training"
        aria-describedby={ids.counter}
      />
      <p id={ids.counter} className={cn('mt-1 text-right text-sm', atLimit ? 'font-semibold text-red-700' : 'text-slate-600')}>
        <span className="sr-only">Characters used: </span>
        {value.length}/{BIO_MAX_LENGTH}
      </p>
    </div>
  );
}
