/**
 * Request schemas of the profile endpoints (spec 001 section 7 'Users and follows'), used by the users Lambda to
 * validate and by the profile forms to pre-check. Objects are strict: a field that is not listed (id, username,
 * passwordHash ...) is refused with 400 and never written.
 */
import * as z from './zod';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, authFailures, isValidEmail, normalizeEmail } from '../auth-rules';
import {
  BIO_MAX_LENGTH,
  GOALS,
  HOME_GYM_MAX_LENGTH,
  KEY_STAT_NAME_MAX_LENGTH,
  KEY_STAT_UNIT_MAX_LENGTH,
  MAX_KEY_STATS,
  PRIMARY_WORKOUT_TYPES,
} from '../profile';
import { keyStatValueProblem } from '../key-stats';
import { WEIGHT_UNITS, type WeightUnit } from '../units';
import { MAX_ID_LENGTH } from './sessions';
import { textProblem, userText } from './text';

export const DISPLAY_NAME_REQUIRED = 'Display name is required.';
/** Spec 001 section 5 (the full edit screen): the web app's check before it uploads a picked photo. */
export const FILE_TOO_LARGE = { title: 'File too large', description: 'Please select an image smaller than 5MB' } as const;
export const SEARCH_QUERY_MAX_LENGTH = 50;

/** `/api/users/{id}` and every `/api/users/{id}/...` route. */
export const userIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)) });
/** `/api/follow-requests/{userId}/...` */
export const requesterParamsSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)) });

const displayName = userText('Display name').check(
  z.trim(),
  z.minLength(1, DISPLAY_NAME_REQUIRED),
  z.maxLength(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`),
);

/** Blank text clears the field. */
const optionalText = (max: number, label: string, kind: 'single-line' | 'multi-line' = 'single-line') =>
  z.transformed(z.nullable(userText(label, kind).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`))), (text) =>
    text ? text : null,
  );

const bio = optionalText(BIO_MAX_LENGTH, 'Bio', 'multi-line');

/** Not NFC-normalised: sign-in compares the email as typed (lower-cased), so existing accounts keep signing in. */
const email = z.transformed(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, authFailures.emailInvalid.description),
      z.refine((text) => textProblem(text, 'single-line') === undefined, 'Email contains characters that are not allowed.'),
      z.refine(isValidEmail, authFailures.emailInvalid.description),
    ),
  normalizeEmail,
);

/**
 * A new photo as the URL its upload's processing answered (issue 26: the file itself goes to POST
 * /api/media/uploads, never in this body), the URL the profile already has (unchanged), or null to remove it.
 */
export const PROFILE_IMAGE_NOT_UPLOADED = 'Upload the photo first (POST /api/media/uploads) and send the URL its processing answered.';
const profileImage = z.nullable(
  z.string().check(z.maxLength(200, PROFILE_IMAGE_NOT_UPLOADED), z.startsWith('/media/', PROFILE_IMAGE_NOT_UPLOADED)),
);

/** Issue 27: the value within its unit's range (shared/key-stats.ts); the 400 names the stat. */
const keyStat = z
  .strictObject({
    name: userText('Key stat name').check(
      z.trim(),
      z.minLength(1, 'A key stat needs a name.'),
      z.maxLength(KEY_STAT_NAME_MAX_LENGTH, `A key stat name can be at most ${KEY_STAT_NAME_MAX_LENGTH} characters.`),
    ),
    value: z.nullable(z.transformed(z.number(), (value) => Math.round(value * 10) / 10)),
    unit: userText('Key stat unit').check(
      z.trim(),
      z.maxLength(KEY_STAT_UNIT_MAX_LENGTH, `A key stat unit can be at most ${KEY_STAT_UNIT_MAX_LENGTH} characters.`),
    ),
    isVisible: z.boolean(),
  })
  .check(
    z.superRefine((stat, context) => {
      const problem = keyStatValueProblem(stat);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['value'] });
    }),
  );

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
export const plateSetupSchema = z.transformed(
  z
    .strictObject({
      unit: z.enum(WEIGHT_UNITS, { error: "unit must be 'kg' or 'lb'." }),
      bar: z.number({ error: 'bar must be a number.' }).check(z.minimum(0, 'The bar cannot weigh less than 0.')),
      plates: z
        .array(z.number({ error: 'Each plate must be a number.' }).check(z.positive('Each plate must weigh more than 0.')), {
          error: 'plates must be a list.',
        })
        .check(z.minLength(1, 'Add at least one plate size.'), z.maxLength(MAX_PLATE_SIZES, `At most ${MAX_PLATE_SIZES} plate sizes.`)),
    })
    .check(z.superRefine((setup, context) => {
    const limits = PLATE_SETUP_LIMITS[setup.unit];
    if (setup.bar > limits.maxBar) context.addIssue({ code: 'custom', message: `The bar can weigh at most ${limits.maxBar} ${setup.unit}.` });
    if (!hasAtMostTwoDecimals(setup.bar)) context.addIssue({ code: 'custom', message: 'The bar can have at most two decimals.' });
    if (setup.plates.some((plate) => plate > limits.maxPlate)) {
      context.addIssue({ code: 'custom', message: `A plate can weigh at most ${limits.maxPlate} ${setup.unit}.` });
    }
    if (!setup.plates.every(hasAtMostTwoDecimals)) context.addIssue({ code: 'custom', message: 'A plate can have at most two decimals.' });
    if (new Set(setup.plates).size !== setup.plates.length) context.addIssue({ code: 'custom', message: 'Each plate size can appear only once.' });
    })),
  (setup) => ({ ...setup, plates: [...setup.plates].sort((a, b) => b - a) }),
);

/**
 * Issue 11: kg or lb (null: from the browser's locale) and the bar and plates (null: the unit's defaults). Either
 * field may be left out to keep what is stored.
 */
export const trainingSettingsSchema = z
  .strictObject({
    weightUnit: z.optional(z.nullable(z.enum(WEIGHT_UNITS, { error: "weightUnit must be 'kg', 'lb' or null." }))),
    plateSetup: z.optional(z.nullable(plateSetupSchema)),
  })
  .check(z.refine(atLeastOneField, NOTHING_TO_CHANGE));

/** `PUT /api/users/{id}` (the full Edit Profile screen): displayName, bio, email, profileImage; and trainingSettings (issue 11). */
export const putUserSchema = z
  .strictObject({
    displayName: z.optional(displayName),
    bio: z.optional(bio),
    email: z.optional(email),
    profileImage: z.optional(profileImage),
    trainingSettings: z.optional(trainingSettingsSchema),
  })
  .check(z.refine(atLeastOneField, NOTHING_TO_CHANGE));

/**
 * `PATCH /api/users/{id}`: displayName, bio, profileImage; or homeGym, primaryWorkoutType, goal; or keyStats
 * (spec 001 section 7); or isPrivate (the privacy setting, beyond the spec); or trainingSettings (kg or lb, bar and
 * plates: issue 11). Any mix of them is accepted.
 */
export const patchUserSchema = z
  .strictObject({
    displayName: z.optional(displayName),
    bio: z.optional(bio),
    profileImage: z.optional(profileImage),
    homeGym: z.optional(optionalText(HOME_GYM_MAX_LENGTH, 'Home gym')),
    primaryWorkoutType: z.optional(z.nullable(z.enum(PRIMARY_WORKOUT_TYPES))),
    goal: z.optional(z.nullable(z.enum(GOALS))),
    keyStats: z.optional(z.array(keyStat).check(z.maxLength(MAX_KEY_STATS, `At most ${MAX_KEY_STATS} key stats.`))),
    isPrivate: z.optional(z.boolean()),
    trainingSettings: z.optional(trainingSettingsSchema),
  })
  .check(z.refine(atLeastOneField, NOTHING_TO_CHANGE));

export type PutUserRequest = z.input<typeof putUserSchema>;
export type PatchUserRequest = z.input<typeof patchUserSchema>;
export type UserChanges = z.output<typeof patchUserSchema> & z.output<typeof putUserSchema>;
export type TrainingSettingsRequest = z.input<typeof trainingSettingsSchema>;

/** `GET /api/users/search?q=&limit=&cursor=`: a username or display-name prefix. */
export const searchQueryTextSchema = userText('Search').check(
  z.trim(),
  z.minLength(1, 'Type a name to search.'),
  z.maxLength(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters.`),
);
