import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A chevron drawn in the select's background (the native arrow is hidden by appearance-none). */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Plain strings are both value and label. */
  options: readonly (string | SelectOption)[];
  /** An empty first option, e.g. 'All equipment'. */
  placeholder?: string;
}

/** A native select (phones open their own picker) with the app's chevron; size and colours come from `className`. */
export function Select({ options, placeholder, className, style, ...props }: SelectProps) {
  return (
    <select className={cn('appearance-none bg-no-repeat', className)} style={{ backgroundImage: CHEVRON, ...style }} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
