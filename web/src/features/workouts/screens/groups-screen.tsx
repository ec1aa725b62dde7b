import { Users } from 'lucide-react';

/** Spec 001 section 2 'Groups': a placeholder. */
export default function GroupsScreen() {
  return (
    <section aria-labelledby="groups-heading" className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-10 text-center">
      <Users className="size-12 text-blue-600" aria-hidden />
      <h1 id="groups-heading" className="text-2xl font-bold">
        Groups Coming Soon!
      </h1>
      <p className="text-slate-600">Feature in development</p>
    </section>
  );
}
