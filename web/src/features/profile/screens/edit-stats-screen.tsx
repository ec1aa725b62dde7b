import { useState } from 'react';
import type { UserProfile } from '../../../../../shared/api-types';
import type { PatchUserRequest } from '../../../../../shared/schemas/users';
import { patchProfile } from '../api/profile-requests';
import { useSaveProfile } from '../api/use-save-profile';
import { EditForm } from '../components/edit-form';
import { EditScreenFrame, WithOwnProfile } from '../components/edit-screen-frame';
import { KeyStatField } from '../components/key-stat-field';
import { keyStatRowsOf, keyStatsRequestOf, type KeyStatRow } from '../lib/key-stats-form';

/** Edit Stats (/profile/edit-stats): each key stat's value and whether other people see it (spec 001 section 9). */
export default function EditStatsScreen() {
  return (
    <EditScreenFrame title="Edit Stats">
      <WithOwnProfile>{(profile) => <EditStatsForm key={profile.id} profile={profile} />}</WithOwnProfile>
    </EditScreenFrame>
  );
}

function EditStatsForm({ profile }: { profile: UserProfile }) {
  const [rows, setRows] = useState(() => keyStatRowsOf(profile.keyStats));
  const save = useSaveProfile({ save: (body: PatchUserRequest) => patchProfile(profile.id, body), failureToast: 'Failed to update stats' });
  const request = keyStatsRequestOf(rows);
  const invalid = new Set('invalid' in request ? request.invalid : []);

  function change(name: string, patch: Partial<KeyStatRow>) {
    setRows((current) => current.map((row) => (row.name === name ? { ...row, ...patch } : row)));
  }

  return (
    <EditForm
      canSave={'keyStats' in request}
      isSaving={save.isPending}
      onSubmit={() => {
        if ('keyStats' in request) save.mutate({ keyStats: request.keyStats });
      }}
    >
      <p className="text-slate-600">Shown stats with a value appear on your profile for everyone who can see it. Leave a value empty to keep it unset.</p>
      <ul aria-label="Key stats" className="flex flex-col gap-3">
        {rows.map((row) => (
          <KeyStatField key={row.name} row={row} invalid={invalid.has(row.name)} onChange={(patch) => change(row.name, patch)} />
        ))}
      </ul>
    </EditForm>
  );
}
