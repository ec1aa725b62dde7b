import * as z from './zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** `?limit=&cursor=` of every list endpoint. */
export const pageQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), DEFAULT_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});
