import { PASSWORD_MAX_LENGTH } from '../../../../shared/auth-rules';
import { Label } from './label';
import { PasswordInput } from './password-input';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
  /** The id of the error message shown for the form, when there is one: the field is then marked invalid. */
  errorId?: string;
}

/** A labelled password field with the show/hide toggle and the longest password any account can have. */
export function PasswordField({ id, label, value, autoComplete, onChange, errorId }: PasswordFieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <PasswordInput
        id={id}
        value={value}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
