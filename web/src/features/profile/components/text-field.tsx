import { useId, type InputHTMLAttributes } from 'react';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field as an alert and tied to it with aria-invalid and aria-describedby. */
  error?: string | null;
}

/** A labelled one-line input with its error. */
export function TextField({ label, value, onChange, error, ...inputProps }: TextFieldProps) {
  const ids = { input: useId(), error: useId() };
  return (
    <div>
      <Label htmlFor={ids.input}>{label}</Label>
      <input
        {...inputProps}
        id={ids.input}
        className={inputClasses()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      />
      {error ? <FieldError id={ids.error} message={error} /> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
