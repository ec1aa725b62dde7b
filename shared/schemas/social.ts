/**
 * Request schemas of the social feed (spec 001 sections 5, 7, 9), used by the social Lambda to validate and by the
 * composer, post editor and comment box to pre-check. Messages are the spec's where it has them.
 */
import * as z from './zod';
import { MAX_ID_LENGTH } from './sessions';
import { CURSOR_MAX_LENGTH, userText } from './text';

export const POST_MAX_LENGTH = 500;
export const COMMENT_MAX_LENGTH = 500;
export const FEED_PAGE_SIZE = 20;
export const FEED_FILTERS = ['following', 'explore'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
/** Spec 001 section 5: the composer's empty-post rule (toast title / description). */
export const EMPTY_POST = { title: 'Please add some content', description: 'Write something or add a photo to post' } as const;
export const POST_CONTENT_EMPTY = 'Post content cannot be empty.';
export const COMMENT_EMPTY = 'Comment cannot be empty.';
export const REPORT_DETAILS_MAX_LENGTH = 200;

const id = z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH));

export const postIdParamsSchema = z.object({ id });
export const commentParamsSchema = z.object({ id, commentId: id });
export const authorParamsSchema = z.object({ userId: id });

/** `GET /api/social-posts?filter=&limit=&cursor=` */
export const feedQuerySchema = z.object({
  filter: z._default(z.enum(FEED_FILTERS), 'following'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), FEED_PAGE_SIZE),
  cursor: z.optional(z.string().check(z.maxLength(CURSOR_MAX_LENGTH))),
});

const postText = (max: number) => userText('Post', 'multi-line').check(z.trim(), z.maxLength(max, `Posts can be at most ${max} characters.`));

/**
 * `POST /api/social-posts`: trimmed content and zero or one photo (spec 001 section 3). The spec sent the photo as a
 * data URL; since issue 26 the file is uploaded on its own (POST /api/media/uploads) and `mediaUrls` carries the URL
 * its processing answered. Beyond the spec, `workoutSessionId` shares one of the caller's completed workouts. Text,
 * a photo or a workout is required.
 */
export const POST_PHOTO_NOT_UPLOADED = 'Upload the photo first (POST /api/media/uploads) and send the URL its processing answered.';
export const createPostSchema = z
  .strictObject({
    content: z._default(postText(POST_MAX_LENGTH), ''),
    mediaUrls: z._default(
      z
        .array(z.string().check(z.maxLength(200, POST_PHOTO_NOT_UPLOADED), z.startsWith('/media/', POST_PHOTO_NOT_UPLOADED)))
        .check(z.maxLength(1, 'A post can have at most one photo.')),
      [],
    ),
    workoutSessionId: z.optional(id),
  })
  .check(z.refine((post) => post.content !== '' || post.mediaUrls.length > 0 || post.workoutSessionId, EMPTY_POST.description));

/** `PUT /api/social-posts/{id}`: the author edits the text. */
export const updatePostSchema = z.strictObject({
  content: userText('Post', 'multi-line').check(
    z.trim(),
    z.minLength(1, POST_CONTENT_EMPTY),
    z.maxLength(POST_MAX_LENGTH, `Posts can be at most ${POST_MAX_LENGTH} characters.`),
  ),
});

/** `POST /api/posts/{id}/comments` */
export const createCommentSchema = z.strictObject({
  content: userText('Comment', 'multi-line').check(
    z.trim(),
    z.minLength(1, COMMENT_EMPTY),
    z.maxLength(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters.`),
  ),
});

/** Issue 27: why a post or comment is reported, in the order the report sheet offers them. */
export const REPORT_REASONS = ['spam', 'harassment', 'nudity_or_violence', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  nudity_or_violence: 'Nudity or violence',
  other: 'Other',
};
export const REPORT_REASON_REQUIRED = "Choose a reason: 'spam', 'harassment', 'nudity_or_violence' or 'other'.";

/** `POST …/report`: why (required), and optionally a few words more. */
export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_REQUIRED }),
  details: z.optional(
    userText('Details', 'multi-line').check(z.trim(), z.maxLength(REPORT_DETAILS_MAX_LENGTH, `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`)),
  ),
});
export type ReportRequest = z.input<typeof reportSchema>;

export type CreatePostRequest = z.input<typeof createPostSchema>;
