import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, type BusinessMetric } from './names';

/**
 * The process's one Powertools Metrics: embedded metric format lines on stdout that CloudWatch turns into metrics.
 * Switched off by POWERTOOLS_METRICS_DISABLED=true (the local runner sets it) or POWERTOOLS_DEV.
 */
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'social-fitness',
});

/** Counts one business event; the handler factory flushes the counts once at the end of the invocation. */
export function countMetric(name: BusinessMetric): void {
  metrics.addMetric(name, MetricUnit.Count, 1);
}

/** Writes the invocation's counts, if any (an empty flush would only log Powertools' warning). */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
