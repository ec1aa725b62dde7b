import type { UserSummary } from '../../../../../shared/api-types';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMyFollowing, useRowFollowState } from '../api/use-follow-state';
import type { KnownFollowing } from '../lib/follow-state';
import { FollowButton } from './follow-button';
import { PersonRow } from './person-row';

/** People with a Follow / Following toggle on every row but the caller's own (spec 001 section 2). */
export function PeopleRows({ people, label }: { people: UserSummary[]; label: string }) {
  const { user } = useAuth();
  const known = useMyFollowing();
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-slate-100">
      {people.map((person) => (
        <PersonRow key={person.id} person={person} action={person.id === user?.id ? null : <RowFollowButton person={person} known={known} />} />
      ))}
    </ul>
  );
}

function RowFollowButton({ person, known }: { person: UserSummary; known: KnownFollowing | undefined }) {
  const state = useRowFollowState(person, known);
  return <FollowButton person={person} state={state} compact />;
}
