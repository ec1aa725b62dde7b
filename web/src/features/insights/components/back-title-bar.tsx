import { ChevronLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A screen's title row whose Back returns where the person came from (the summary, the live workout, history), or to
 * `fallback` when the screen was opened directly (a fresh tab has no in-app entry to go back to).
 */
export function BackTitleBar({ title, fallback }: { title: string; fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <div className="flex min-h-14 items-center gap-1 border-b border-slate-200 bg-white pr-2 pl-1">
      <button
        type="button"
        onClick={goBack}
        aria-label="Back"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <ChevronLeft className="size-7" aria-hidden />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold" title={title}>{title}</h1>
    </div>
  );
}
