/**
 * Request schemas of the profile endpoints (spec 001 section 7 'Users and follows'), used by the users Lambda to
 * validate and by the profile forms to pre-check. Objects are strict: a field that is not listed (id, username,
 * passwordHash ...) is refused with 400 and never written.
 */
import * as z from 'zod';
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
import { WEIGHT_UNITS, type WeightUnit } from '../units';
import { MAX_ID_LENGTH } from './sessions';
import { textProblem, userText } from './text';

export const DISPLAY_NAME_REQUIRED = 'Display name is required.';
/** Spec 001 section 5 (the full edit screen); the server answers 413 when the stored image would be larger. */
export const FILE_TOO_LARGE = { title: 'File too large', description: 'Please select an image smaller than 5MB' } as const;
export const SEARCH_QUERY_MAX_LENGTH = 50;

/** `/api/users/{id}` and every `/api/users/{id}/...` route. */
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
/** `/api/follow-requests/{userId}/...` */
export const requesterParamsSchema = z.object({ userId: z.string().min(1).max(MAX_ID_LENGTH) });

const displayName = userText('Display name')
  .trim()
  .min(1, DISPLAY_NAME_REQUIRED)
  .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`);

/** Blank text clears the field. */
const optionalText = (max: number, label: string, kind: 'single-line' | 'multi-line' = 'single-line') =>
  userText(label, kind)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .transform((text) => (text ? text : null));

const bio = optionalText(BIO_MAX_LENGTH, 'Bio', 'multi-line');

/** Not NFC-normalised: sign-in compares the email as typed (lower-cased), so existing accounts keep signing in. */
const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, authFailures.emailInvalid.description)
  .refine((text) => textProblem(text, 'single-line') === undefined, 'Email contains characters that are not allowed.')
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
  name: userText('Key stat name').trim().min(1, 'A key stat needs a name.').max(KEY_STAT_NAME_MAX_LENGTH, `A key stat name can be at most ${KEY_STAT_NAME_MAX_LENGTH} characters.`),
  value: z
    .number()
    .finite()
    .min(-KEY_STAT_VALUE_MAX)
    .max(KEY_STAT_VALUE_MAX)
    .transform((value) => Math.round(value * 10) / 10)
    .nullable(),
  unit: userText('Key stat unit').trim().max(KEY_STAT_UNIT_MAX_LENGTH, `A key stat unit can be at most ${KEY_STAT_UNIT_MAX_LENGTH} characters.`),
  isVisible: z.boolean(),
});

const atLeastOneField = (body: object) => Object.keys(body).length > 0;
const NOTHING_TO_CHANGE = 'Nothing to change.';

/** Issue 11: the heaviest bar and plate one may own, per unit (the same weights, roughly, in both). */
export const PLATE_SETUP_LIMITS: Readonly<Record<WeightUnit, { maxBar: number; maxPlate: number }>> = {
  kg: { maxBar: 100, maxPlate: 50 },
  lb: { maxBar: 225, maxPlate: 100 },
};
export const MAX_PLATE_SIZES = 12;

/** Whether a number has at most two decimals (2.5, 1.25, 0.25; not 1.125). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * A bar and the plate sizes one owns, in `unit`: the bar 0 (none) to 100 kg / 225 lb, 1 to 12 distinct plate sizes
 * above 0 and at most 50 kg / 100 lb, each with at most two decimals. Stored with the plates heaviest first.
 */
export const plateSetupSchema = z
  .strictObject({
    unit: z.enum(WEIGHT_UNITS, { error: "unit must be 'kg' or 'lb'." }),
    bar: z.number({ error: 'bar must be a number.' }).finite().min(0, 'The bar cannot weigh less than 0.'),
    plates: z
      .array(z.number({ error: 'Each plate must be a number.' }).finite().positive('Each plate must weigh more than 0.'), {
        error: 'plates must be a list.',
      })
      .min(1, 'Add at least one plate size.')
      .max(MAX_PLATE_SIZES, `At most ${MAX_PLATE_SIZES} plate sizes.`),
  })
  .superRefine((setup, context) => {
    const limits = PLATE_SETUP_LIMITS[setup.unit];
    if (setup.bar > limits.maxBar) context.addIssue({ code: 'custom', message: `The bar can weigh at most ${limits.maxBar} ${setup.unit}.` });
    if (!hasAtMostTwoDecimals(setup.bar)) context.addIssue({ code: 'custom', message: 'The bar can have at most two decimals.' });
    if (setup.plates.some((plate) => plate > limits.maxPlate)) {
      context.addIssue({ code: 'custom', message: `A plate can weigh at most ${limits.maxPlate} ${setup.unit}.` });
    }
    if (!setup.plates.every(hasAtMostTwoDecimals)) context.addIssue({ code: 'custom', message: 'A plate can have at most two decimals.' });
    if (new Set(setup.plates).size !== setup.plates.length) context.addIssue({ code: 'custom', message: 'Each plate size can appear only once.' });
  })
  .transform((setup) => ({ ...setup, plates: [...setup.plates].sort((a, b) => b - a) }));

/**
 * Issue 11: kg or lb (null: from the browser's locale) and the bar and plates (null: the unit's defaults). Either
 * field may be left out to keep what is stored.
 */
export const trainingSettingsSchema = z
  .strictObject({
    weightUnit: z.enum(WEIGHT_UNITS, { error: "weightUnit must be 'kg', 'lb' or null." }).nullable().optional(),
    plateSetup: plateSetupSchema.nullable().optional(),
  })
  .refine(atLeastOneField, NOTHING_TO_CHANGE);

/** `PUT /api/users/{id}` (the full Edit Profile screen): displayName, bio, email, profileImage; and trainingSettings (issue 11). */
export const putUserSchema = z
  .strictObject({
    displayName: displayName.optional(),
    bio: bio.optional(),
    email: email.optional(),
    profileImage: profileImage.optional(),
    trainingSettings: trainingSettingsSchema.optional(),
  })
  .refine(atLeastOneField, NOTHING_TO_CHANGE);

/**
 * `PATCH /api/users/{id}`: displayName, bio, profileImage; or homeGym, primaryWorkoutType, goal; or keyStats
 * (spec 001 section 7); or isPrivate (the privacy setting, beyond the spec); or trainingSettings (kg or lb, bar and
 * plates: issue 11). Any mix of them is accepted.
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
    trainingSettings: trainingSettingsSchema.optional(),
  })
  .refine(atLeastOneField, NOTHING_TO_CHANGE);

export type PutUserRequest = z.input<typeof putUserSchema>;
export type PatchUserRequest = z.input<typeof patchUserSchema>;
export type UserChanges = z.output<typeof patchUserSchema> & z.output<typeof putUserSchema>;
export type TrainingSettingsRequest = z.input<typeof trainingSettingsSchema>;

/** `GET /api/users/search?q=&limit=&cursor=`: a username or display-name prefix. */
export const searchQueryTextSchema = userText('Search')
  .trim()
  .min(1, 'Type a name to search.')
  .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters.`);
