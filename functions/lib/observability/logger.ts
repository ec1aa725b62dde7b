import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The process's one Powertools Logger: JSON lines on stdout/stderr. Service name and level come from the function's
 * environment (POWERTOOLS_SERVICE_NAME, POWERTOOLS_LOG_LEVEL, set by infra/constructs/domain-function.ts).
 * Code logs through `log` (./log.ts), which adds the request's keys; this instance carries none of its own, so the
 * local runner, which serves many requests at once in one process, never mixes them up.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'social-fitness' });
