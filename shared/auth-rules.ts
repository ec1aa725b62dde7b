/**
 * Sign-in and sign-up rules of spec 000 section 5, in the spec's order, with its messages.
 * The web form shows the first failing rule as a toast (title + description); the API
 * answers 400 with the description as its message.
 */
export interface RuleFailure {
  title: string;
  description: string;
}

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const DISPLAY_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_PATTERN = /^[a-zA-Z0-9_]+$/;

export const authFailures = {
  missing: { title: 'Missing information', description: 'Please fill in all required fields.' },
  passwordMismatch: { title: 'Password mismatch', description: 'Passwords do not match. Please try again.' },
  passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long.' },
  usernameTooShort: { title: 'Username too short', description: 'Username must be at least 3 characters long.' },
  usernameInvalid: {
    title: 'Invalid username',
    description: 'Username can only contain letters, numbers, and underscores.',
  },
  // Beyond the spec (docs/decisions.md): checked last so the spec's order is kept.
  emailInvalid: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  usernameTooLong: { title: 'Username too long', description: 'Username must be at most 30 characters long.' },
  displayNameTooLong: { title: 'Display name too long', description: 'Display name must be at most 50 characters long.' },
  emailTooLong: { title: 'Invalid email', description: 'Email must be at most 254 characters long.' },
  passwordTooLong: { title: 'Password too long', description: 'Password must be at most 128 characters long.' },
} as const satisfies Record<string, RuleFailure>;

export interface LoginInput {
  email: string;
  password: string;
}

export interface SignupInput {
  displayName: string;
  username: string;
  email: string;
  password: string;
}

export function normalizeUsername(username: string): string {
  return username.toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const hasWhitespace = (text: string) => /\s/.test(text);

/**
 * `local@domain.tld`: one '@', no whitespace, a '.' inside the domain with text on both sides. Checked with string
 * operations in one pass each: the pattern it replaces backtracked quadratically ('a@' and 65,000 dots took 5.5 s
 * and held every other request of the process).
 */
export function isEmailShaped(email: string): boolean {
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@') || hasWhitespace(email)) return false;
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

/** Length first, so a huge input is refused before any other work. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && isEmailShaped(email);
}

export function checkLogin(input: LoginInput): RuleFailure | null {
  if (!input.email.trim() || !input.password) return authFailures.missing;
  // No account has a longer email or password; a longer email would not even fit a DynamoDB key (a 500 before).
  if (input.email.trim().length > EMAIL_MAX_LENGTH) return authFailures.emailTooLong;
  if (input.password.length > PASSWORD_MAX_LENGTH) return authFailures.passwordTooLong;
  return null;
}

/**
 * `confirmPassword` is only known to the browser; the server passes `undefined`
 * and the mismatch rule is skipped (the confirmation is never sent).
 */
export function checkSignup(input: SignupInput, confirmPassword?: string): RuleFailure | null {
  const { displayName, username, email, password } = input;
  if (!displayName.trim() || !username.trim() || !email.trim() || !password) return authFailures.missing;
  if (confirmPassword !== undefined && password !== confirmPassword) return authFailures.passwordMismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return authFailures.passwordTooShort;
  if (username.length < USERNAME_MIN_LENGTH) return authFailures.usernameTooShort;
  if (!USERNAME_PATTERN.test(username)) return authFailures.usernameInvalid;
  if (!isEmailShaped(email.trim())) return authFailures.emailInvalid;
  if (username.length > USERNAME_MAX_LENGTH) return authFailures.usernameTooLong;
  if (displayName.trim().length > DISPLAY_NAME_MAX_LENGTH) return authFailures.displayNameTooLong;
  if (email.trim().length > EMAIL_MAX_LENGTH) return authFailures.emailTooLong;
  if (password.length > PASSWORD_MAX_LENGTH) return authFailures.passwordTooLong;
  return null;
}
