/** Logs, metrics and request ids (docs/decisions.md 51): the one module functions use for them. */
export { log } from './log';
export { countMetric } from './metrics';
export { BUSINESS_METRICS, METRICS_NAMESPACE, REQUEST_ID_HEADER, serviceNameOf, type BusinessMetric } from './names';
export { observeRequests } from './observed-handler';
export { inStreamRecordScope, observeStreamBatch } from './observed-stream';
export { identifyCaller } from './request-scope';
