import { useId, useState, type FormEvent } from 'react';
import type { CreatedImportKey } from '../../../../../shared/api-types';
import { createImportKeySchema, IMPORT_KEY_NAME_MAX_LENGTH } from '../../../../../shared/schemas/health';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCreateImportKey } from '../api/import-key-mutations';

/** A name for the new key ('iPhone Shortcut'), checked by the API's own schema first; the API's refusal (the limit) is shown under it. */
export function CreateImportKeyForm({ onCreated }: { onCreated: (created: CreatedImportKey) => void }) {
  const ids = { input: useId(), error: useId() };
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateImportKey();
  const error = invalid ?? create.error?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createImportKeySchema.safeParse({ name });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Give the key a name.');
      return;
    }
    setInvalid(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div>
        <Label htmlFor={ids.input}>Key name</Label>
        <input
          id={ids.input}
          className={inputClasses()}
          value={name}
          placeholder="e.g. iPhone Shortcut"
          maxLength={IMPORT_KEY_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(null);
            if (create.isError) create.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error ? (
          <p id={ids.error} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton isPending={create.isPending} className="w-full">
        Create import key
      </SubmitButton>
    </form>
  );
}
