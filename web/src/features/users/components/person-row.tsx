import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserSummary } from '../../../../../shared/api-types';
import { Avatar } from '../../../components/ui/avatar';
import { useRememberCurrentRoute } from '../../../lib/navigation/use-back-navigation';
import { userPath } from '../../../lib/paths';

interface PersonRowProps {
  person: UserSummary;
  /** Follow toggle, Unblock, Accept / Decline ... */
  action?: ReactNode;
  /** False where the profile cannot be opened (a blocked person). */
  linked?: boolean;
  /** A second line under @username (when a request came in). */
  detail?: ReactNode;
  /** Under the person instead of beside them, for wide actions (Accept and Decline). */
  actionBelow?: boolean;
}

/** One person in a list: avatar, display name and @username; tapping opens the profile and remembers this screen. */
export function PersonRow({ person, action, linked = true, detail, actionBelow = false }: PersonRowProps) {
  const remember = useRememberCurrentRoute();
  const who = (
    <>
      <Avatar name={person.displayName} imageUrl={person.profileImage} className="size-11 text-base" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-slate-900">{person.displayName}</span>
        <span className="truncate text-sm text-slate-600">@{person.username}</span>
        {detail}
      </span>
    </>
  );
  const whoClasses = 'flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-xl';
  return (
    <li className={actionBelow ? 'flex flex-col gap-2 py-2' : 'flex items-center gap-3 py-2'}>
      {linked ? (
        <Link
          to={userPath(person.id)}
          onClick={remember}
          className={`${whoClasses} -mx-1 px-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600`}
        >
          {who}
        </Link>
      ) : (
        <div className={whoClasses}>{who}</div>
      )}
      {action ? <div className={actionBelow ? 'flex justify-end' : 'flex shrink-0 items-center gap-2'}>{action}</div> : null}
    </li>
  );
}
