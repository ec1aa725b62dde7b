import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';

/**
 * One JSON line per API request ($context variables of HTTP APIs). requestId is the x-request-id header the functions
 * answer with and the `requestId` key of their log lines. No header is logged (so no Authorization), no query string
 * (the path is `$context.path`, without it), no body. Numbers that may be absent ('-') are quoted to keep the line JSON.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTimeEpoch',
  routeKey: '$context.routeKey',
  method: '$context.httpMethod',
  path: '$context.path',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
  responseLength: '$context.responseLength',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
} as const;

const UNQUOTED = new Set<string>(['status', 'latency', 'requestTime']);

export const accessLogFormat = (): AccessLogFormat =>
  AccessLogFormat.custom(
    `{${Object.entries(ACCESS_LOG_FIELDS)
      .map(([name, variable]) => `"${name}":${UNQUOTED.has(name) ? variable : `"${variable}"`}`)
      .join(',')}}`,
  );
