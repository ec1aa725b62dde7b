import { useCallback, useEffect, useRef, useState } from 'react';

/** `coolingDown` turns true on `start()` and back to false `ms` later (the Start Routine button's 5 s). */
export function useCooldown(ms: number): { coolingDown: boolean; start: () => void } {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = setTimeout(() => setCoolingDown(false), ms);
  }, [ms]);

  return { coolingDown, start };
}
