/** A profile's skeleton while it loads (spec 001 section 2). */
export function ProfileSkeleton() {
  const block = 'animate-pulse rounded-lg bg-slate-200';
  return (
    <div role="status" className="flex flex-col gap-4 px-4 py-4">
      <span className="sr-only">Loading profile...</span>
      <div aria-hidden className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
        <div className="flex items-center gap-4">
          <div className={`${block} size-20 rounded-full`} />
          <div className="grid flex-1 grid-cols-3 gap-3">
            {[0, 1, 2].map((cell) => (
              <div key={cell} className={`${block} h-10`} />
            ))}
          </div>
        </div>
        <div className={`${block} h-6 w-2/3`} />
        <div className={`${block} h-4 w-1/3`} />
        <div className={`${block} h-11 w-full rounded-xl`} />
      </div>
      <div aria-hidden className={`${block} h-32 rounded-2xl bg-white`} />
    </div>
  );
}
