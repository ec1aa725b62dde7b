import { useId, useState } from 'react';
import type { UserProfile } from '../../../../../shared/api-types';
import { GOALS, HOME_GYM_MAX_LENGTH, PRIMARY_WORKOUT_TYPES } from '../../../../../shared/profile';
import type { PatchUserRequest } from '../../../../../shared/schemas/users';
import { inputClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { patchProfile } from '../api/profile-requests';
import { useSaveProfile } from '../api/use-save-profile';
import { EditForm } from '../components/edit-form';
import { EditScreenFrame, WithOwnProfile } from '../components/edit-screen-frame';
import { TextField } from '../components/text-field';
import { detailsFormOf, detailsRequestOf, type DetailsFormValues } from '../lib/profile-forms';

/** Edit Details (/profile/edit-details): home gym, primary workout type and goal (spec 001 sections 2 and 9). */
export default function EditDetailsScreen() {
  return (
    <EditScreenFrame title="Edit Details">
      <WithOwnProfile>{(profile) => <EditDetailsForm key={profile.id} profile={profile} />}</WithOwnProfile>
    </EditScreenFrame>
  );
}

function EditDetailsForm({ profile }: { profile: UserProfile }) {
  const [values, setValues] = useState(() => detailsFormOf(profile));
  const save = useSaveProfile({ save: (body: PatchUserRequest) => patchProfile(profile.id, body), failureToast: 'Failed to update details' });
  const request = detailsRequestOf(values);
  const errors = 'errors' in request ? request.errors : {};
  const change = (patch: Partial<DetailsFormValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <EditForm
      canSave={'body' in request}
      isSaving={save.isPending}
      onSubmit={() => {
        if ('body' in request) save.mutate(request.body);
      }}
    >
      <TextField
        label="Home gym"
        value={values.homeGym}
        onChange={(homeGym) => change({ homeGym })}
        error={errors.homeGym}
        maxLength={HOME_GYM_MAX_LENGTH}
        placeholder="e.g. Iron Temple Downtown"
        autoComplete="off"
      />
      <ChoiceField
        label="Primary workout type"
        options={PRIMARY_WORKOUT_TYPES}
        value={values.primaryWorkoutType}
        onChange={(primaryWorkoutType) => change({ primaryWorkoutType })}
      />
      <ChoiceField label="Goal" options={GOALS} value={values.goal} onChange={(goal) => change({ goal })} />
    </EditForm>
  );
}

interface ChoiceFieldProps<Choice extends string> {
  label: string;
  options: readonly Choice[];
  /** '' is 'Not set'. */
  value: Choice | '';
  onChange: (value: Choice | '') => void;
}

/** One of the spec's list, or 'Not set'. */
function ChoiceField<Choice extends string>({ label, options, value, onChange }: ChoiceFieldProps<Choice>) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        placeholder="Not set"
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value as Choice | '')}
        className={inputClasses('pr-10 [background-position:right_0.75rem_center] [background-size:1.25rem]')}
      />
    </div>
  );
}
