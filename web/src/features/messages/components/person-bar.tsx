import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { useRememberCurrentRoute } from '../../../lib/navigation/use-back-navigation';
import { userPath } from '../../../lib/paths';

interface PersonBarProps {
  person: { id: string; displayName: string; username: string | null; profileImage: string | null };
  /** False when their profile cannot be opened (a gone account, a block). */
  linked: boolean;
}

/** Who the thread is with, at its top: avatar, name and @username, linking to their profile (whose Back returns here). */
export function PersonBar({ person, linked }: PersonBarProps) {
  const remember = useRememberCurrentRoute();
  const content = (
    <>
      <Avatar name={person.displayName} imageUrl={person.profileImage} className="size-10 text-base" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-slate-900">{person.displayName}</span>
        {person.username ? <span className="truncate text-sm text-slate-600">@{person.username}</span> : null}
      </span>
    </>
  );
  const layout = 'flex min-h-11 items-center gap-3 rounded-xl px-1';
  return (
    <div className="shrink-0 border-b border-slate-200 bg-white px-3 py-2">
      {linked ? (
        <Link to={userPath(person.id)} onClick={remember} className={`${layout} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600`}>
          {content}
        </Link>
      ) : (
        <div className={layout}>{content}</div>
      )}
    </div>
  );
}
