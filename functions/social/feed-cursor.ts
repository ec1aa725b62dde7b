/**
 * The cursor of every post list (following, explore, a person's posts): the opaque base64url of
 * `{ before: '<createdAt>#<postId>' }`, the position of the last post answered. Sources are read strictly before it,
 * so one cursor works across the merged sources of the following feed. The explore feed may also stop at an hour
 * boundary, `{ before: 'YYYY-MM-DDTHH' }`: everything in earlier hours.
 */
import * as z from '../../shared/schemas/zod';
import { isTimeOrderedId } from '../lib/ids';
import { cursorParts, decodeCursorWith } from '../lib/pagination';

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)#([0-9a-z]{21})$/;
const HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}$/;
/** No post is newer than now; a day of clock slack. A later cursor would only walk explore through empty hours. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

const isReal = (instant: string) => z.safeParse(cursorParts.instant, instant).success && Date.parse(instant) <= Date.now() + FUTURE_SLACK_MS;

const position = z.string().check(
  z.refine((text) => {
    const [, instant, id] = POSITION.exec(text) ?? [];
    return instant !== undefined && id !== undefined && isReal(instant) && isTimeOrderedId(id);
  }),
);
const hour = z.string().check(z.refine((text) => HOUR.test(text) && isReal(`${text}:00:00Z`)));

const positionCursor = z.strictObject({ before: position });
const positionOrHourCursor = z.strictObject({ before: z.union([position, hour]) });

export const encodeFeedCursor = (before: string) => Buffer.from(JSON.stringify({ before })).toString('base64url');

/** The position a page starts before; undefined for the first page; 400 'Invalid cursor' for anything else. */
export function decodeFeedCursor(cursor: string | undefined, options: { allowHour?: boolean } = {}): string | undefined {
  return decodeCursorWith(cursor, options.allowHour ? positionOrHourCursor : positionCursor)?.before;
}
