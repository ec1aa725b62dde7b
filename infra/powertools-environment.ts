import path from 'node:path';
import { METRICS_NAMESPACE, serviceNameOf } from '../functions/lib/observability/names';
import type { Domain } from '../shared/routes';

/**
 * The Powertools settings of one function (functions/lib/observability): its service name (the `service` key of its
 * log lines and the dimension of its metrics), the metrics namespace and the log level. A domain's HTTP handler is
 * `social-fitness-<domain>`; another handler of the domain adds its file's name (`social-fitness-social-stream-handler`).
 */
export function powertoolsEnvironment(domain: Domain, entryFile?: string): Record<string, string> {
  const service = entryFile && entryFile !== 'handler.ts' ? `${serviceNameOf(domain)}-${path.parse(entryFile).name}` : serviceNameOf(domain);
  return {
    POWERTOOLS_SERVICE_NAME: service,
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    POWERTOOLS_LOG_LEVEL: 'INFO',
  };
}
