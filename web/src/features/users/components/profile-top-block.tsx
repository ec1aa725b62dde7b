import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';

export interface ProfileCount {
  label: string;
  value: number | undefined;
  /** Where tapping the count goes (followers, following); a plain figure when absent. */
  to?: string;
  onOpen?: () => void;
}

interface ProfileTopBlockProps {
  displayName: string;
  username: string;
  bio: string | null;
  profileImage: string | null;
  counts: ProfileCount[];
  /** Follow, Message, 'This is your profile', Edit ... */
  actions?: ReactNode;
}

/** Spec 001 section 2: avatar (or the first letter), counts, display name, @username and bio. */
export function ProfileTopBlock({ displayName, username, bio, profileImage, counts, actions }: ProfileTopBlockProps) {
  return (
    <section aria-label="Profile" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex items-center gap-4">
        <Avatar name={displayName} imageUrl={profileImage} className="size-20 text-3xl" />
        <ul aria-label="Counts" className="grid flex-1 grid-cols-3 text-center">
          {counts.map((count) => (
            <li key={count.label} className="flex">
              <CountCell count={count} />
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="text-xl font-bold wrap-anywhere">{displayName}</p>
        <p className="text-slate-600">@{username}</p>
        {bio ? <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-800">{bio}</p> : null}
      </div>
      {actions}
    </section>
  );
}

/** A figure over its label; a link to the list when it opens one (its name reads '3 Followers'). */
function CountCell({ count }: { count: ProfileCount }) {
  const figure = (
    <>
      <span className="text-lg font-bold">{count.value ?? '–'}</span>{' '}
      <span className="text-xs text-slate-600">{count.label}</span>
    </>
  );
  const cell = 'flex flex-1 flex-col items-center rounded-lg py-1';
  if (!count.to) return <p className={cell}>{figure}</p>;
  return (
    <Link to={count.to} onClick={count.onOpen} className={`${cell} focus-visible:outline-2 focus-visible:outline-blue-600 hover:bg-slate-100`}>
      {figure}
    </Link>
  );
}
