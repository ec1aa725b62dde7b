import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** How long 'Copied' shows before the button reads as before. */
const COPIED_FEEDBACK_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  text: string;
  /** The button's text, 'Copy key'. */
  label: string;
  /** Said when copying is refused (no clipboard permission, an insecure page). */
  failedMessage: string;
}

/** Copies `text` with navigator.clipboard and says so ('Copied'), or says to copy by hand. */
export function CopyButton({ text, label, failedMessage }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" className="w-full" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden className="size-4 text-green-700" /> : <Copy aria-hidden className="size-4" />}
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <p role="status" className={state === 'failed' ? 'text-sm font-medium text-red-700' : 'sr-only'}>
        {state === 'copied' ? 'Copied to the clipboard' : state === 'failed' ? failedMessage : ''}
      </p>
    </div>
  );
}
