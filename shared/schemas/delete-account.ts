import * as z from './zod';
import { authFailures, checkLogin } from '../auth-rules';

export const PASSWORD_REQUIRED = 'Please enter your password.';

/** Issue 12: deleting the account asks for the password again (the sign-in rules for its length). */
export const deleteAccountRequestSchema = z
  .object({
    password: z.string({
      error: (issue) => (issue.input === undefined || issue.input === null ? PASSWORD_REQUIRED : 'password must be text.'),
    }),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (!input.password) return ctx.addIssue({ code: 'custom', message: PASSWORD_REQUIRED });
      const failure = checkLogin({ email: 'unused@example.com', password: input.password });
      if (failure && failure !== authFailures.missing) ctx.addIssue({ code: 'custom', message: failure.description });
    }),
  );

export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
