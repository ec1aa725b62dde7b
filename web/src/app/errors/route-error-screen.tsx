import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { useWaitingForNetwork } from './chunk-load-recovery';
import { isFailedChunkLoad } from './failed-chunk-load';

function describe(error: unknown, waitingForNetwork: boolean): { title: string; text: string } {
  if (waitingForNetwork) {
    return { title: 'You’re offline', text: 'This screen isn’t on this phone yet. It opens by itself when you’re back online.' };
  }
  if (isFailedChunkLoad(error)) {
    return {
      title: 'A new version is available',
      text: 'Part of the app could not be loaded, most likely because it was just updated or the connection dropped. Reload to get the latest version.',
    };
  }
  return { title: 'Something went wrong', text: 'This screen ran into a problem and could not be shown. Your saved workouts are safe.' };
}

/**
 * What RouteErrorBoundary shows: instead of a blank page, what happened and two ways on. Both are full page loads, not
 * router navigations: after a failed chunk load only a reload fetches the new build's files. Offline with the screen's
 * code not on the device, a page load would show the browser's error page: home is a router navigation then, and the
 * app reloads by itself once the network is back (chunk-load-recovery.ts).
 */
export default function RouteErrorScreen({ error }: { error: unknown }) {
  // Only this screen's own failure: another part may be waiting while this screen threw for another reason.
  const waitingForNetwork = useWaitingForNetwork() && isFailedChunkLoad(error);
  const { title, text } = describe(error, waitingForNetwork);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-4 bg-slate-50 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-base text-slate-700">{text}</p>
      <div className="flex w-full flex-col gap-3">
        {waitingForNetwork ? (
          <Link to={paths.home} className={buttonClasses('secondary', 'w-full')}>
            Go home
          </Link>
        ) : (
          <>
            <button type="button" className={buttonClasses('primary', 'w-full')} onClick={() => window.location.reload()}>
              {isFailedChunkLoad(error) ? 'Reload' : 'Try again'}
            </button>
            <a href={paths.home} className={buttonClasses('secondary', 'w-full')}>
              Go home
            </a>
          </>
        )}
      </div>
    </main>
  );
}
