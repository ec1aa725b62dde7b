import { useId, useState } from 'react';
import { Label } from '../../../components/ui/label';

/** The builder's compact field look (number, text and select alike). */
export const fieldClasses =
  'block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none';

interface CountFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Turns any typed text into an allowed count (spec 001 section 5). */
  parse: (text: string) => number;
  onChange: (value: number) => void;
  className?: string;
}

/** A whole-number field: a count in range is taken as it is typed; anything else becomes the parsed count when the field is left. */
export function CountField({ label, value, min, max, parse, onChange, className }: CountFieldProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);

  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1 text-xs">
        {label}
      </Label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text ?? String(value)}
        onChange={(event) => {
          setText(event.target.value);
          const typed = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(typed) && typed >= min && typed <= max) onChange(typed);
        }}
        onBlur={() => {
          if (text !== null) onChange(parse(text));
          setText(null);
        }}
        className={fieldClasses}
      />
    </div>
  );
}
