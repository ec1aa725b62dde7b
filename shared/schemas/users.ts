/**
 * Request schemas of the profile endpoints (spec 001 section 7 'Users and follows'), used by the users Lambda to
 * validate and by the profile forms to pre-check. Objects are strict: a field that is not listed (id, username,
 * passwordHash ...) is refused with 400 and never written.
 */
import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, authFailures, isValidEmail, normalizeEmail } from '../auth-rules';
import {
  BIO_MAX_LENGTH,
  GOALS,
  HOME_GYM_MAX_LENGTH,
  KEY_STAT_NAME_MAX_LENGTH,
  KEY_STAT_UNIT_MAX_LENGTH,
  KEY_STAT_VALUE_MAX,
  MAX_KEY_STATS,
  PRIMARY_WORKOUT_TYPES,
} from '../profile';
import { MAX_ID_LENGTH } from './sessions';

export const DISPLAY_NAME_REQUIRED = 'Display name is required.';
/** Spec 001 section 5 (the full edit screen); the server answers 413 when the stored image would be larger. */
export const FILE_TOO_LARGE = { title: 'File too large', description: 'Please select an image smaller than 5MB' } as const;
export const SEARCH_QUERY_MAX_LENGTH = 50;

/** `/api/users/{id}` and every `/api/users/{id}/...` route. */
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
/** `/api/follow-requests/{userId}/...` */
export const requesterParamsSchema = z.object({ userId: z.string().min(1).max(MAX_ID_LENGTH) });

const displayName = z
  .string()
  .trim()
  .min(1, DISPLAY_NAME_REQUIRED)
  .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`);

/** Blank text clears the field. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .transform((text) => (text ? text : null));

const bio = optionalText(BIO_MAX_LENGTH, 'Bio');

const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, authFailures.emailInvalid.description)
  .refine(isValidEmail, authFailures.emailInvalid.description)
  .transform(normalizeEmail);

/**
 * A new image as a data URL (the server checks the real type from its bytes), the URL the profile already has
 * (unchanged), or null to remove it. Size is checked on the decoded bytes by the users domain.
 */
const profileImage = z
  .string()
  .max(6_000_000, 'Please select an image smaller than 5MB')
  .refine((value) => value.startsWith('data:') || value.startsWith('/media/'), 'profileImage must be an image data URL.')
  .nullable();

const keyStat = z.strictObject({
  name: z.string().trim().min(1, 'A key stat needs a name.').max(KEY_STAT_NAME_MAX_LENGTH),
  value: z
    .number()
    .finite()
    .min(-KEY_STAT_VALUE_MAX)
    .max(KEY_STAT_VALUE_MAX)
    .transform((value) => Math.round(value * 10) / 10)
    .nullable(),
  unit: z.string().trim().max(KEY_STAT_UNIT_MAX_LENGTH),
  isVisible: z.boolean(),
});

const atLeastOneField = (body: object) => Object.keys(body).length > 0;
const NOTHING_TO_CHANGE = 'Nothing to change.';

/** `PUT /api/users/{id}` (the full Edit Profile screen): displayName, bio, email, profileImage. */
export const putUserSchema = z
  .strictObject({
    displayName: displayName.optional(),
    bio: bio.optional(),
    email: email.optional(),
    profileImage: profileImage.optional(),
  })
  .refine(atLeastOneField, NOTHING_TO_CHANGE);

/**
 * `PATCH /api/users/{id}`: displayName, bio, profileImage; or homeGym, primaryWorkoutType, goal; or keyStats
 * (spec 001 section 7); or isPrivate (the privacy setting, beyond the spec). Any mix of them is accepted.
 */
export const patchUserSchema = z
  .strictObject({
    displayName: displayName.optional(),
    bio: bio.optional(),
    profileImage: profileImage.optional(),
    homeGym: optionalText(HOME_GYM_MAX_LENGTH, 'Home gym').optional(),
    primaryWorkoutType: z.enum(PRIMARY_WORKOUT_TYPES).nullable().optional(),
    goal: z.enum(GOALS).nullable().optional(),
    keyStats: z.array(keyStat).max(MAX_KEY_STATS, `At most ${MAX_KEY_STATS} key stats.`).optional(),
    isPrivate: z.boolean().optional(),
  })
  .refine(atLeastOneField, NOTHING_TO_CHANGE);

export type PutUserRequest = z.input<typeof putUserSchema>;
export type PatchUserRequest = z.input<typeof patchUserSchema>;
export type UserChanges = z.output<typeof patchUserSchema> & z.output<typeof putUserSchema>;

/** `GET /api/users/search?q=&limit=&cursor=`: a username or display-name prefix. */
export const searchQueryTextSchema = z
  .string()
  .trim()
  .min(1, 'Type a name to search.')
  .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters.`);
