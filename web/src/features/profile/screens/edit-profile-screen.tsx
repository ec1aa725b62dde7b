import { useState } from 'react';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../../../shared/auth-rules';
import type { UserProfile } from '../../../../../shared/api-types';
import type { PatchUserRequest } from '../../../../../shared/schemas/users';
import { patchProfile } from '../api/profile-requests';
import { useSaveProfile } from '../api/use-save-profile';
import { BioField } from '../components/bio-field';
import { EditForm } from '../components/edit-form';
import { EditScreenFrame, WithOwnProfile } from '../components/edit-screen-frame';
import { ProfileImageField } from '../components/profile-image-field';
import { TextField } from '../components/text-field';
import { profileFormOf, profileRequestOf } from '../lib/profile-forms';

/** Edit Profile (/profile/edit, /profile/edit-profile): display name, bio and photo (spec 001 section 2). */
export default function EditProfileScreen() {
  return (
    <EditScreenFrame title="Edit Profile">
      <WithOwnProfile>{(profile) => <EditProfileForm key={profile.id} profile={profile} />}</WithOwnProfile>
    </EditScreenFrame>
  );
}

function EditProfileForm({ profile }: { profile: UserProfile }) {
  const [values, setValues] = useState(() => profileFormOf(profile));
  const [imageBusy, setImageBusy] = useState(false);
  const save = useSaveProfile({ save: (body: PatchUserRequest) => patchProfile(profile.id, body), failureToast: 'Failed to update profile' });
  const request = profileRequestOf(values, profile.profileImage);
  const errors = 'errors' in request ? request.errors : {};

  return (
    <EditForm
      canSave={'body' in request && !imageBusy}
      isSaving={save.isPending}
      onSubmit={() => {
        if ('body' in request) save.mutate(request.body);
      }}
    >
      <ProfileImageField
        displayName={values.displayName}
        value={values.profileImage}
        onChange={(profileImage) => setValues((current) => ({ ...current, profileImage }))}
        onBusyChange={setImageBusy}
      />
      <TextField
        label="Display name"
        value={values.displayName}
        onChange={(displayName) => setValues((current) => ({ ...current, displayName }))}
        error={errors.displayName}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="name"
      />
      <BioField value={values.bio} onChange={(bio) => setValues((current) => ({ ...current, bio }))} />
    </EditForm>
  );
}
