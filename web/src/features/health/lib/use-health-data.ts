import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HEALTH_WAIT_MS } from '../../../../../shared/schemas/health';
import type { HealthDataSource } from '../api/import-health';
import { healthDataOf } from './health-message';

export type HealthDataState = { status: 'waiting' } | { status: 'received'; source: HealthDataSource } | { status: 'timed-out' };

/**
 * Where /health-return's data comes from (spec 001 section 7): the `data` query parameter at once, else the first
 * trusted HEALTH_DATA window message; with neither after `waitMs` (30 s), it timed out (spec 001 sections 4, 9).
 */
export function useHealthData(waitMs: number = HEALTH_WAIT_MS): HealthDataState {
  const [searchParams] = useSearchParams();
  const param = searchParams.get('data');
  const [fromMessage, setFromMessage] = useState<HealthDataState>({ status: 'waiting' });
  const waiting = param === null && fromMessage.status === 'waiting';

  useEffect(() => {
    if (!waiting) return;
    const onMessage = (event: MessageEvent) => {
      const data = healthDataOf(event, { origin: window.location.origin, opener: window.opener });
      if (data) setFromMessage((current) => (current.status === 'waiting' ? { status: 'received', source: { kind: 'message', data, origin: event.origin } } : current));
    };
    const timer = window.setTimeout(() => setFromMessage((current) => (current.status === 'waiting' ? { status: 'timed-out' } : current)), waitMs);
    window.addEventListener('message', onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [waiting, waitMs]);

  if (param !== null) return { status: 'received', source: { kind: 'param', text: param } };
  return fromMessage;
}
