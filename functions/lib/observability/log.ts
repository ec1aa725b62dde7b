import { summarizeError } from './error-summary';
import { logger } from './logger';
import { currentRequestKeys } from './request-scope';

type Attributes = Record<string, unknown>;

/** The current request's keys that have a value, then the line's own attributes with each Error summarised. */
function lineAttributes(attributes: Attributes): Attributes {
  const line: Attributes = {};
  for (const [name, value] of Object.entries(currentRequestKeys())) if (value !== undefined) line[name] = value;
  for (const [name, value] of Object.entries(attributes)) line[name] = value instanceof Error ? summarizeError(value) : value;
  return line;
}

/**
 * JSON log lines with the current request's id, route key and user id. Pass an Error as `{ error }` (its name,
 * message, code, stack and cause are written, nothing else of it); never a request body, token or secret.
 */
export const log = {
  info: (message: string, attributes: Attributes = {}) => logger.info(message, lineAttributes(attributes)),
  warn: (message: string, attributes: Attributes = {}) => logger.warn(message, lineAttributes(attributes)),
  error: (message: string, attributes: Attributes = {}) => logger.error(message, lineAttributes(attributes)),
};
