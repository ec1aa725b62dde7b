import type * as z from 'zod/mini';
import type { Goal, PrimaryWorkoutType } from '../../../../../shared/profile';
import type { ProfileDetails, UserProfile } from '../../../../../shared/api-types';
import { patchUserSchema, putUserSchema, type PatchUserRequest, type PutUserRequest } from '../../../../../shared/schemas/users';

/** Edit Profile: display name, bio and photo (the saved /media/ URL, a newly uploaded one, or null for none). */
export interface ProfileFormValues {
  displayName: string;
  bio: string;
  profileImage: string | null;
}

/** The fuller Edit Profile (Account): the same plus email. */
export interface AccountFormValues extends ProfileFormValues {
  email: string;
}

export interface DetailsFormValues {
  homeGym: string;
  /** '' is 'Not set'. */
  primaryWorkoutType: PrimaryWorkoutType | '';
  goal: Goal | '';
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
type Checked<Body, Field extends string> = { body: Body } | { errors: FieldErrors<Field> };

export const profileFormOf = (profile: Pick<UserProfile, 'displayName' | 'bio' | 'profileImage'>): ProfileFormValues => ({
  displayName: profile.displayName,
  bio: profile.bio ?? '',
  profileImage: profile.profileImage,
});

export const accountFormOf = (profile: Pick<UserProfile, 'displayName' | 'bio' | 'profileImage'>, email: string): AccountFormValues => ({
  ...profileFormOf(profile),
  email,
});

export const detailsFormOf = (details: Pick<ProfileDetails, 'homeGym' | 'primaryWorkoutType' | 'goal'>): DetailsFormValues => ({
  homeGym: details.homeGym ?? '',
  primaryWorkoutType: details.primaryWorkoutType ?? '',
  goal: details.goal ?? '',
});

/** The photo goes only when it changed: the one the profile already has needs no upload. */
const changedImage = (values: ProfileFormValues, savedImage: string | null) =>
  values.profileImage === savedImage ? {} : { profileImage: values.profileImage };

/** PATCH /api/users/{id} { displayName, bio, profileImage }, pre-checked with the API's own schema. */
export function profileRequestOf(values: ProfileFormValues, savedImage: string | null): Checked<PatchUserRequest, keyof ProfileFormValues> {
  const body: PatchUserRequest = { displayName: values.displayName, bio: values.bio, ...changedImage(values, savedImage) };
  return checked(patchUserSchema, body);
}

/** PUT /api/users/{id} { displayName, bio, email, profileImage }. */
export function accountRequestOf(values: AccountFormValues, savedImage: string | null): Checked<PutUserRequest, keyof AccountFormValues> {
  const body: PutUserRequest = { displayName: values.displayName, bio: values.bio, email: values.email, ...changedImage(values, savedImage) };
  return checked(putUserSchema, body);
}

/** PATCH /api/users/{id} { homeGym, primaryWorkoutType, goal }; blank and 'Not set' clear a detail. */
export function detailsRequestOf(values: DetailsFormValues): Checked<PatchUserRequest, keyof DetailsFormValues> {
  return checked(patchUserSchema, {
    homeGym: values.homeGym.trim() || null,
    primaryWorkoutType: values.primaryWorkoutType || null,
    goal: values.goal || null,
  });
}

function checked<Body extends object, Field extends string>(schema: z.ZodMiniType, body: Body): Checked<Body, Field> {
  const result = schema.safeParse(body);
  if (result.success) return { body };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}
