import { useState } from 'react';
import type { UserProfile } from '../../../../../shared/api-types';
import type { PatchUserRequest } from '../../../../../shared/schemas/users';
import type { WeightUnit } from '../../../../../shared/units';
import { useWeightUnit } from '../../../lib/units/use-weight-unit';
import { patchProfile } from '../api/profile-requests';
import { useSaveProfile } from '../api/use-save-profile';
import { EditForm } from '../components/edit-form';
import { EditScreenFrame, WithOwnProfile } from '../components/edit-screen-frame';
import { FillFromRecords } from '../components/fill-from-records';
import { KeyStatField } from '../components/key-stat-field';
import { keyStatRowsOf, keyStatsRequestOf, type KeyStatRow } from '../lib/key-stats-form';
import { FILLED_HINTS, withStatsFilled, type FilledStat } from '../lib/stats-from-records';

/**
 * Edit Stats (/profile/edit-stats): each key stat's value and whether other people see it (spec 001 section 9);
 * weight stats in the person's kg or lb, filled from their records on request (issue 27).
 */
export default function EditStatsScreen() {
  const unit = useWeightUnit();
  return (
    <EditScreenFrame title="Edit Stats">
      <WithOwnProfile>{(profile) => <EditStatsForm key={`${profile.id}:${unit}`} profile={profile} unit={unit} />}</WithOwnProfile>
    </EditScreenFrame>
  );
}

function EditStatsForm({ profile, unit }: { profile: UserProfile; unit: WeightUnit }) {
  const [rows, setRows] = useState(() => keyStatRowsOf(profile.keyStats, unit));
  const [filled, setFilled] = useState<readonly FilledStat[]>([]);
  const save = useSaveProfile({ save: (body: PatchUserRequest) => patchProfile(profile.id, body), failureToast: 'Failed to update stats' });
  const request = keyStatsRequestOf(rows);
  const errors = new Map('invalid' in request ? request.invalid.map(({ name, message }) => [name, message]) : []);

  function change(name: string, patch: Partial<KeyStatRow>) {
    setRows((current) => current.map((row) => (row.name === name ? { ...row, ...patch } : row)));
  }

  function fill(stats: FilledStat[]) {
    setRows((current) => withStatsFilled(current, stats));
    setFilled(stats);
  }

  /** The filled value's source, while the field still holds it. */
  const hintOf = (row: KeyStatRow) => {
    const stat = filled.find((candidate) => candidate.name === row.name);
    return stat && String(stat.value) === row.value ? FILLED_HINTS[stat.measure] : undefined;
  };

  return (
    <EditForm
      canSave={'keyStats' in request}
      isSaving={save.isPending}
      onSubmit={() => {
        if ('keyStats' in request) save.mutate({ keyStats: request.keyStats });
      }}
    >
      <p className="text-slate-600">Shown stats with a value appear on your profile for everyone who can see it. Leave a value empty to keep it unset.</p>
      <FillFromRecords userId={profile.id} unit={unit} onFill={fill} />
      <ul aria-label="Key stats" className="flex flex-col gap-3">
        {rows.map((row) => (
          <KeyStatField key={row.name} row={row} error={errors.get(row.name)} hint={hintOf(row)} onChange={(patch) => change(row.name, patch)} />
        ))}
      </ul>
    </EditForm>
  );
}
