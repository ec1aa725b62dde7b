import { z } from 'zod';
import { authFailures, checkLogin, checkSignup, normalizeEmail, normalizeUsername } from '../auth-rules';

/** A string field whose absence reads as the spec's "fill in all required fields". */
function requiredText(field: string) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? authFailures.missing.description : `${field} must be text.`),
  });
}

export const signupRequestSchema = z
  .object({
    displayName: requiredText('displayName'),
    username: requiredText('username'),
    email: requiredText('email'),
    password: requiredText('password'),
  })
  .superRefine((input, ctx) => {
    const failure = checkSignup({ ...input, username: normalizeUsername(input.username) });
    if (failure) ctx.addIssue({ code: 'custom', message: failure.description });
  })
  .transform((input) => ({
    displayName: input.displayName.trim(),
    username: normalizeUsername(input.username.trim()),
    email: normalizeEmail(input.email),
    password: input.password,
  }));

export const loginRequestSchema = z
  .object({ email: requiredText('email'), password: requiredText('password') })
  .superRefine((input, ctx) => {
    const failure = checkLogin(input);
    if (failure) ctx.addIssue({ code: 'custom', message: failure.description });
  })
  .transform((input) => ({ email: normalizeEmail(input.email), password: input.password }));

export type SignupRequest = z.input<typeof signupRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
