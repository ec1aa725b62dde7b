/** Response schemas of the social feed: posts, comments, likes. */
import * as z from '../../schemas/zod';
import { named } from './named';
import { EXERCISE_TYPES } from '../../exercise-types/types';

/** Who wrote a post or a comment, read at answer time (a changed name or photo shows everywhere at once). */
export const postAuthor = named('PostAuthor', z.object({ id: z.string(), displayName: z.string(), profileImage: z.nullable(z.string()) }));

/** Spec 001 section 3: a comment. */
export const comment = named('Comment', z.object({ id: z.string(), postId: z.string(), content: z.string(), createdAt: z.string(), user: postAuthor }));

/** Beyond the spec: a finished workout shared as a post ('workout' posts). Weights in pounds. */
export const sharedWorkout = named(
  'SharedWorkout',
  z.object({
    sessionId: z.string(),
    name: z.string(),
    durationMinutes: z.number(),
    totalVolume: z.number(),
    exerciseCount: z.number(),
    setCount: z.number(),
    /** The heaviest completed working set of each exercise (at most 5 exercises), in workout order. */
    bestSets: z.array(
      z.object({
        exerciseName: z.string(),
        /** Pounds (the added weight, or the assistance of an assisted exercise). */
        weight: z.number(),
        reps: z.number(),
        /** Issue 29: the set's type and, for the types that measure them, its seconds and metres (absent: weight & reps). */
        exerciseType: z.optional(z.enum(EXERCISE_TYPES)),
        durationSeconds: z.optional(z.nullable(z.number())),
        distanceMeters: z.optional(z.nullable(z.number())),
      }),
    ),
    /** Issue 11: personal records confirmed when it finished. */
    personalRecordCount: z.number(),
  }),
);

/** Spec 001 section 3: a social post, as every post endpoint answers it. */
export const socialPost = named(
  'SocialPost',
  z.object({
    id: z.string(),
    userId: z.string(),
    user: postAuthor,
    content: z.string(),
    createdAt: z.string(),
    updatedAt: z.nullable(z.string()),
    likes: z.number(),
    isLiked: z.boolean(),
    /** The latest comments (at most 3, oldest first); the whole list is GET /api/posts/{id}/comments. */
    comments: z.array(comment),
    commentCount: z.number(),
    /** '/media/...' URLs: at most one image. */
    mediaUrls: z.array(z.string()),
    /** Legacy single image (spec 001): the first of mediaUrls, or null. */
    imageUrl: z.nullable(z.string()),
    workout: z.nullable(sharedWorkout),
  }),
);

/** Spec 001 section 7: `GET /api/social-posts`. */
export const feedPage = named('FeedPage', z.object({ posts: z.array(socialPost), hasMore: z.boolean(), nextCursor: z.nullable(z.string()) }));

/** `POST /api/social-posts/{id}/like`: the caller's like after the toggle. */
export const likeResult = named('LikeResult', z.object({ isLiked: z.boolean(), likes: z.number() }));
