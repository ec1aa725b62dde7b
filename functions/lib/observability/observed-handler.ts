import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { log } from './log';
import { flushMetrics } from './metrics';
import { REQUEST_ID_HEADER } from './names';
import { runInRequestScope } from './request-scope';

/** The parts of an API Gateway v2 event the wrapper reads. */
interface ObservedEvent {
  routeKey?: string;
  requestContext?: { requestId?: string };
}

type HttpHandler<E> = (event: E, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

function withRequestIdHeader(response: APIGatewayProxyStructuredResultV2, requestId: string | undefined): APIGatewayProxyStructuredResultV2 {
  if (!requestId) return response;
  return { ...response, headers: { ...response.headers, [REQUEST_ID_HEADER]: requestId } };
}

/**
 * Wraps the whole middy handler rather than being one of its middlewares: an early answer (an idempotent replay)
 * skips every `after`, and this must still add the header to it and flush the invocation's metrics.
 * Every answer carries the request id; every line logged meanwhile carries the request id and route key.
 */
export function observeRequests<E extends ObservedEvent>(handler: HttpHandler<E>): HttpHandler<E> {
  return (event, context) => {
    const requestId = event.requestContext?.requestId;
    return runInRequestScope({ requestId, routeKey: event.routeKey }, async () => {
      try {
        return withRequestIdHeader(await handler(event, context), requestId);
      } catch (error) {
        // Only a failure of the error handler itself gets here; API Gateway answers it with a 500.
        log.error('Unhandled failure', { error });
        throw error;
      } finally {
        flushMetrics();
      }
    });
  };
}
