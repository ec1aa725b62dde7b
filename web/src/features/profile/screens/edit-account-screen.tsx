import { useState } from 'react';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../../../../../shared/auth-rules';
import type { UserProfile } from '../../../../../shared/api-types';
import type { PutUserRequest } from '../../../../../shared/schemas/users';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { putProfile } from '../api/profile-requests';
import { useSaveProfile } from '../api/use-save-profile';
import { BioField } from '../components/bio-field';
import { EditForm } from '../components/edit-form';
import { EditScreenFrame, WithOwnProfile } from '../components/edit-screen-frame';
import { ProfileImageField } from '../components/profile-image-field';
import { FieldError, TextField } from '../components/text-field';
import { accountFormOf, accountRequestOf, type AccountFormValues } from '../lib/profile-forms';

/**
 * The fuller Edit Profile (/profile/edit-account): display name, bio, email and photo in one PUT. A refused save
 * shows the server's reason in the form, such as an email another account has (docs/decisions.md).
 */
export default function EditAccountScreen() {
  const { user } = useAuth();
  return (
    <EditScreenFrame title="Account">
      <WithOwnProfile>{(profile) => <EditAccountForm key={profile.id} profile={profile} email={profile.email ?? user?.email ?? ''} />}</WithOwnProfile>
    </EditScreenFrame>
  );
}

function EditAccountForm({ profile, email }: { profile: UserProfile; email: string }) {
  const [values, setValues] = useState(() => accountFormOf(profile, email));
  const [imageBusy, setImageBusy] = useState(false);
  const save = useSaveProfile({ save: (body: PutUserRequest) => putProfile(profile.id, body) });
  const request = accountRequestOf(values, profile.profileImage);
  const errors = 'errors' in request ? request.errors : {};
  const emailTaken = isApiError(save.error, 409);
  // Shown once the person leaves the field, not at every keystroke of an address being typed.
  const [emailLeft, setEmailLeft] = useState(false);

  function change(patch: Partial<AccountFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // The last failure no longer describes what the form holds.
    if (save.isError) save.reset();
  }

  return (
    <EditForm
      canSave={'body' in request && !imageBusy}
      isSaving={save.isPending}
      onSubmit={() => {
        if ('body' in request) save.mutate(request.body);
      }}
      footer={save.error && !emailTaken ? <FieldError message={save.error.message} /> : null}
    >
      <ProfileImageField
        displayName={values.displayName}
        value={values.profileImage}
        onChange={(profileImage) => change({ profileImage })}
        onBusyChange={setImageBusy}
      />
      <TextField
        label="Display name"
        value={values.displayName}
        onChange={(displayName) => change({ displayName })}
        error={errors.displayName}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="name"
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        value={values.email}
        onChange={(nextEmail) => change({ email: nextEmail })}
        onBlur={() => setEmailLeft(true)}
        error={emailTaken ? save.error?.message : emailLeft ? errors.email : null}
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="email"
      />
      <BioField value={values.bio} onChange={(bio) => change({ bio })} />
    </EditForm>
  );
}
