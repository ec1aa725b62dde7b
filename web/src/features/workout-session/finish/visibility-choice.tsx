import { useId } from 'react';
import type { SessionVisibility } from '../../../../../shared/schemas/sessions';
import { cn } from '../../../lib/cn';

interface VisibilityChoiceProps {
  value: SessionVisibility;
  onChange: (value: SessionVisibility) => void;
  /** A private account's posts reach approved followers only; a public one's are in Explore too. */
  privateAccount: boolean;
  disabled?: boolean;
}

/** The save step's 'Who sees it in the feed' (issue 27): Followers (a post, and they are told) or Only me. */
export function VisibilityChoice({ value, onChange, privateAccount, disabled }: VisibilityChoiceProps) {
  const id = useId();
  const options: { value: SessionVisibility; label: string; hint: string }[] = [
    {
      value: 'followers',
      label: 'Followers',
      hint: privateAccount
        ? 'Posted to your followers’ feed with your notes and photo.'
        : 'Posted to your followers’ feed and Explore with your notes and photo.',
    },
    { value: 'only-me', label: 'Only me', hint: 'Kept in your history. Nobody is told.' },
  ];

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Who sees it in the feed</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-2xl border bg-white px-4 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600',
            value === option.value ? 'border-blue-600' : 'border-slate-300',
          )}
        >
          <input
            type="radio"
            name={`${id}-visibility`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-labelledby={`${id}-${option.value}-label`}
            aria-describedby={`${id}-${option.value}`}
            className="mt-1 size-5 shrink-0 accent-blue-600"
          />
          <span className="flex flex-col">
            <span id={`${id}-${option.value}-label`} className="font-semibold text-slate-900">
              {option.label}
            </span>
            <span id={`${id}-${option.value}`} className="text-sm text-slate-600">
              {option.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
