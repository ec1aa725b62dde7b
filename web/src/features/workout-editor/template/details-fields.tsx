import { useId, type Ref } from 'react';
import { DIFFICULTIES, type Difficulty } from '../../../../../shared/constants';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { difficultyLabel } from '../../../lib/exercise-labels';
import { LabelledSwitch } from './labelled-switch';

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (name: string) => void;
  placeholder: string;
  /** Shown under the field as an alert and tied to it with aria-invalid and aria-describedby. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  enterKeyHint?: 'done';
}

/** 'Plan name', 'Workout name', 'Routine name': the form's name input, with its error when there is one. */
export function NameField({ label, value, onChange, placeholder, error, inputRef, enterKeyHint }: NameFieldProps) {
  const ids = { input: useId(), error: useId() };
  return (
    <div>
      <Label htmlFor={ids.input}>{label}</Label>
      <input
        id={ids.input}
        ref={inputRef}
        className={inputClasses()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        autoComplete="off"
        enterKeyHint={enterKeyHint}
      />
      {error ? (
        <p id={ids.error} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface DescriptionFieldProps {
  value: string;
  onChange: (description: string) => void;
  placeholder: string;
  /** The text area's height class. */
  heightClass: string;
}

/** The form's optional description. */
export function DescriptionField({ value, onChange, placeholder, heightClass }: DescriptionFieldProps) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>Description</Label>
      <textarea
        id={id}
        className={inputClasses(cn(heightClass, 'resize-none py-3'))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}

const difficultyOptions = DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }));

/** Beginner, Intermediate or Advanced. */
export function DifficultyField({ value, onChange }: { value: Difficulty; onChange: (difficulty: Difficulty) => void }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>Difficulty</Label>
      <Select
        id={id}
        options={difficultyOptions}
        value={value}
        onChange={(event) => onChange(event.target.value as Difficulty)}
        className={inputClasses('pr-10 [background-position:right_0.75rem_center] [background-size:1.25rem]')}
      />
    </div>
  );
}

/** 'Public plan' / 'Public workout': whether other people can view it. */
export function PublicSwitch({ noun, checked, onCheckedChange }: { noun: 'plan' | 'workout'; checked: boolean; onCheckedChange: (isPublic: boolean) => void }) {
  return <LabelledSwitch label={`Public ${noun}`} description={`Other people can view a public ${noun}.`} checked={checked} onCheckedChange={onCheckedChange} />;
}
