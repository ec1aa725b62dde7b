/** An error as a log line carries it: what identifies the failure and where, nothing an error object may also hold. */
export interface ErrorSummary {
  name: string;
  message: string;
  code?: string;
  /** The AWS service's status and request id, to quote to AWS support. */
  httpStatusCode?: number;
  awsRequestId?: string;
  stack?: string;
  cause?: ErrorSummary | string;
  /** The failures inside an AggregateError (e.g. each address refused). */
  errors?: (ErrorSummary | string)[];
}

const MAX_DEPTH = 3;

/**
 * Only known fields, never the error's own other properties: an SDK error can carry the item a failed condition read
 * (ReturnValuesOnConditionCheckFailure) or the raw response, and neither may reach a log.
 */
export function summarizeError(error: unknown, depth = 0): ErrorSummary | string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const metadata = (error as { $metadata?: { httpStatusCode?: unknown; requestId?: unknown } }).$metadata;
  const summary: ErrorSummary = { name: error.name, message: error.message, stack: error.stack };
  if (typeof code === 'string') summary.code = code;
  if (typeof metadata?.httpStatusCode === 'number') summary.httpStatusCode = metadata.httpStatusCode;
  if (typeof metadata?.requestId === 'string') summary.awsRequestId = metadata.requestId;
  if (depth < MAX_DEPTH && error.cause !== undefined) summary.cause = summarizeError(error.cause, depth + 1);
  if (depth < MAX_DEPTH && error instanceof AggregateError) summary.errors = error.errors.map((inner: unknown) => summarizeError(inner, depth + 1));
  return summary;
}
