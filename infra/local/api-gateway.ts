import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { domains, matchRoute, routeKeyOf, type Domain } from '../../shared/routes';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
  sourceIp: string;
}

export interface GatewayResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

const TEXT_CONTENT = /^(application\/(json|.*\+json|x-www-form-urlencoded|xml)|text\/)/i;

/** Imports every domain's handler export: the same modules the CDK stack bundles into Lambdas. */
export async function loadDomainHandlers(): Promise<Record<Domain, LambdaHandler>> {
  const entries = await Promise.all(
    domains.map(async (domain) => {
      const module = (await import(`../../functions/${domain}/handler.ts`)) as { handler: LambdaHandler };
      return [domain, module.handler] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Domain, LambdaHandler>;
}

function singleValueHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'cookie') continue;
    result[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return result;
}

function queryParameters(url: URL): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) result[key] = url.searchParams.getAll(key).join(',');
  return Object.keys(result).length ? result : undefined;
}

/** Builds the payload-format-2.0 event API Gateway would send for this request. */
export function buildEvent(request: GatewayRequest, routeKey: string, pathParameters: Record<string, string>): APIGatewayProxyEventV2 {
  const now = new Date();
  const contentType = String(request.headers['content-type'] ?? '');
  const isText = request.body.length === 0 || contentType === '' || TEXT_CONTENT.test(contentType);
  const cookieHeader = request.headers.cookie;
  return {
    version: '2.0',
    routeKey,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    cookies: cookieHeader ? cookieHeader.split(/;\s*/) : undefined,
    headers: singleValueHeaders(request.headers),
    queryStringParameters: queryParameters(request.url),
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    body: request.body.length ? request.body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: request.url.host,
      domainPrefix: request.url.hostname.split('.')[0] ?? 'localhost',
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: String(request.headers['user-agent'] ?? ''),
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
}

function lambdaContext(domain: Domain, requestId: string): Context {
  const deadline = Date.now() + 10_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${domain}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${domain}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${domain}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function jsonResponse(statusCode: number, message: string): GatewayResponse {
  return { statusCode, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(JSON.stringify({ message })) };
}

/** Stands in for API Gateway: route matching from the route table, then the domain's Lambda handler. */
export async function invokeApi(request: GatewayRequest, handlers: Record<Domain, LambdaHandler>): Promise<GatewayResponse> {
  const match = matchRoute(request.method, request.url.pathname);
  if (!match) return jsonResponse(404, 'Not Found');
  const routeKey = routeKeyOf(match.route);
  const event = buildEvent(request, routeKey, match.pathParameters);
  try {
    const result = await handlers[match.route.domain](event, lambdaContext(match.route.domain, event.requestContext.requestId));
    const body = result.body ?? '';
    return {
      statusCode: result.statusCode ?? 200,
      headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([key, value]) => [key, String(value)])),
      cookies: result.cookies ?? [],
      body: Buffer.from(body, result.isBase64Encoded ? 'base64' : 'utf8'),
    };
  } catch (error) {
    // API Gateway answers a crashed Lambda with 500 {"message":"Internal Server Error"}.
    console.error(`[${match.route.domain}] handler crashed`, error);
    return jsonResponse(500, 'Internal Server Error');
  }
}
