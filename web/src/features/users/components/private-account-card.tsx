import { Lock } from 'lucide-react';

/** In place of a private account's details, stats and lists until the caller's follow is approved. */
export function PrivateAccountCard() {
  return (
    <section aria-labelledby="private-account-title" className="flex flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center shadow-sm">
      <span aria-hidden className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <Lock className="size-6" />
      </span>
      <h2 id="private-account-title" className="text-lg font-semibold">
        This account is private
      </h2>
      <p className="text-slate-600">Follow to see their workouts and posts</p>
    </section>
  );
}
