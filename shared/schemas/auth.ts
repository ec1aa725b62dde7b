import * as z from './zod';
import { authFailures, checkLogin, checkSignup, normalizeEmail, normalizeUsername } from '../auth-rules';
import { normaliseText, textProblem, textProblemMessage } from './text';

/** A string field whose absence reads as the spec's "fill in all required fields". */
function requiredText(field: string) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? authFailures.missing.description : `${field} must be text.`),
  });
}

export const signupRequestSchema = z.transformed(
  z
    .object({
      displayName: requiredText('displayName'),
      username: requiredText('username'),
      email: requiredText('email'),
      password: requiredText('password'),
    })
    .check(
      z.superRefine((input, ctx) => {
        const failure = checkSignup({ ...input, username: normalizeUsername(input.username) });
        if (failure) return ctx.addIssue({ code: 'custom', message: failure.description });
        // After the spec's rules, so its messages keep their order (shared/schemas/text.ts).
        for (const [label, text] of [['Display name', input.displayName], ['Email', input.email]] as const) {
          const problem = textProblem(text, 'single-line');
          if (problem) return ctx.addIssue({ code: 'custom', message: textProblemMessage(label, problem) });
        }
      }),
    ),
  (input) => ({
    displayName: normaliseText(input.displayName.trim(), 'single-line'),
    username: normalizeUsername(input.username.trim()),
    email: normalizeEmail(input.email),
    password: input.password,
  }),
);

export const loginRequestSchema = z.transformed(
  z.object({ email: requiredText('email'), password: requiredText('password') }).check(
    z.superRefine((input, ctx) => {
      const failure = checkLogin(input);
      if (failure) ctx.addIssue({ code: 'custom', message: failure.description });
    }),
  ),
  (input) => ({ email: normalizeEmail(input.email), password: input.password }),
);

export type SignupRequest = z.input<typeof signupRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const SAME_PASSWORD = 'New password must be different from the current one.';

/**
 * Beyond the spec: change password (Settings). The current password is re-entered; the new one follows the sign-up
 * rules for passwords (at least 6 characters, at most 128) and must differ from the current one.
 */
export const changePasswordRequestSchema = z
  .object({ currentPassword: requiredText('currentPassword'), newPassword: requiredText('newPassword') })
  .check(
    z.superRefine((input, ctx) => {
      const failure = checkLogin({ email: 'unused@example.com', password: input.currentPassword })?.description ?? checkNewPassword(input.newPassword);
      if (failure) return ctx.addIssue({ code: 'custom', message: failure });
      if (input.newPassword === input.currentPassword) ctx.addIssue({ code: 'custom', message: SAME_PASSWORD });
    }),
  );

/** The sign-up rules a new password must meet; null when it does. */
export function checkNewPassword(password: string): string | null {
  if (!password) return authFailures.missing.description;
  return checkSignup({ displayName: 'unused', username: 'unused', email: 'unused@example.com', password })?.description ?? null;
}

export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** Sign out everywhere takes no body; anything sent is refused rather than ignored. */
export const signOutEverywhereRequestSchema = z.optional(z.strictObject({}));
