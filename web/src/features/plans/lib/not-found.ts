import { isApiError } from '../../../lib/api-client';

/** The API answers 404 for what does not exist and for what the caller may not read; 403 is treated alike. */
export const isNotFound = (error: unknown) => isApiError(error, 404) || isApiError(error, 403);
