import { CircleAlert, CircleCheck, HeartPulse } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HEALTH_ERRORS, HEALTH_WAIT_MS } from '../../../../../shared/schemas/health';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useImportHealthData } from '../api/import-health';
import { notImportedMessage, successMessage, type HealthImportOutcome } from '../lib/import-outcome';
import { useHealthData } from '../lib/use-health-data';

/**
 * /health-return (spec 001 sections 2, 4, 7, 8): where the iOS Shortcut hands over workouts. It reads the data once,
 * imports each workout and says how many came in; a full-screen frame with one card.
 */
export default function HealthReturnScreen({ waitMs = HEALTH_WAIT_MS }: { waitMs?: number }) {
  const data = useHealthData(waitMs);
  const importData = useImportHealthData();
  const { mutate } = importData;
  // Once per mount: React's strict mode runs effects twice, and the same workouts must not be sent twice.
  const started = useRef(false);

  useEffect(() => {
    if (data.status !== 'received' || started.current) return;
    started.current = true;
    mutate(data.source);
  }, [data, mutate]);

  const outcome: HealthImportOutcome | null =
    data.status === 'timed-out'
      ? { status: 'failed', reason: HEALTH_ERRORS.noData }
      : importData.isError
        ? { status: 'failed', reason: HEALTH_ERRORS.importFailed }
        : (importData.data?.outcome ?? null);

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center bg-slate-50 px-4 py-8">
      <main className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="flex items-center justify-center gap-2 text-xl font-bold text-slate-900">
          <HeartPulse aria-hidden className="size-6 text-red-600" />
          Apple Health Import
        </h1>
        {outcome === null ? <Processing /> : outcome.status === 'success' ? <Success outcome={outcome} /> : <Failure reason={outcome.reason} />}
      </main>
    </div>
  );
}

function Processing() {
  return (
    <p role="status" className="mt-8 mb-4 flex flex-col items-center gap-3 text-slate-700">
      <Spinner className="size-8 text-blue-600" />
      Processing health data...
    </p>
  );
}

function Success({ outcome }: { outcome: Extract<HealthImportOutcome, { status: 'success' }> }) {
  return (
    <Result role="status" icon={<CircleCheck aria-hidden className="size-12 text-green-600" />} title="Import Successful">
      <p className="text-slate-700">{successMessage(outcome.imported)}</p>
      {outcome.notImported > 0 ? <p className="text-sm text-amber-800">{notImportedMessage(outcome.notImported)}</p> : null}
    </Result>
  );
}

function Failure({ reason }: { reason: string }) {
  return (
    <Result role="alert" icon={<CircleAlert aria-hidden className="size-12 text-red-600" />} title="Import Failed">
      <p className="text-slate-700">{reason}</p>
    </Result>
  );
}

function Result({ role, icon, title, children }: { role: 'status' | 'alert'; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      <section role={role} className="mt-6 flex flex-col items-center gap-2 text-center">
        {icon}
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {children}
      </section>
      <ReturnToProfile />
    </>
  );
}

/** Spec 001 section 2: closes the window when another window opened it, else goes to /profile. */
function ReturnToProfile() {
  const navigate = useNavigate();
  const onReturn = () => {
    if (window.opener) {
      window.close();
      // A browser may refuse to close a window it did not open by script: then go to the profile here.
      if (window.closed) return;
    }
    void navigate(paths.profile);
  };
  return (
    <Button className="mt-6 w-full" onClick={onReturn}>
      Return to Profile
    </Button>
  );
}
