/**
 * The HEALTH_DATA window message (spec 001 section 7 'Health data intake'). Only the window that opened this one, or
 * a page of this very origin, may hand over data: any other site could otherwise make a signed-in person import
 * made-up workouts by opening /health-return and posting to it.
 */
import { HEALTH_DATA_MESSAGE } from '../../../../../shared/schemas/health';

export interface HealthMessageContext {
  /** This page's origin (location.origin). */
  origin: string;
  /** window.opener: null when nothing opened this window. */
  opener: unknown;
}

type MessageLike = Pick<MessageEvent, 'data' | 'origin' | 'source'>;

export function isTrustedSender(event: MessageLike, { origin, opener }: HealthMessageContext): boolean {
  return event.origin === origin || (opener != null && event.source === opener);
}

/** The message itself when it is a trusted HEALTH_DATA message (its workouts are read later), else undefined. */
export function healthDataOf(event: MessageLike, context: HealthMessageContext): Record<string, unknown> | undefined {
  const { data } = event;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== HEALTH_DATA_MESSAGE) return undefined;
  return isTrustedSender(event, context) ? (data as Record<string, unknown>) : undefined;
}
