import { describe, expect, it } from 'vitest';
import { authFailures, checkLogin, checkSignup, isEmailShaped } from './auth-rules';

const valid = { displayName: 'Ann Lifter', username: 'ann_lifts', email: 'ann@example.com', password: 'secret1' };

describe('checkLogin', () => {
  it('asks for both fields', () => {
    expect(checkLogin({ email: '', password: 'x' })).toEqual(authFailures.missing);
    expect(checkLogin({ email: 'a@b.co', password: '' })).toEqual(authFailures.missing);
    expect(checkLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
  it('refuses an email or password longer than any account has', () => {
    expect(checkLogin({ email: `${'a'.repeat(250)}@b.co`, password: 'x' })).toEqual(authFailures.emailTooLong);
    expect(checkLogin({ email: 'a@b.co', password: 'x'.repeat(129) })).toEqual(authFailures.passwordTooLong);
  });
});

describe('isEmailShaped', () => {
  it.each(['ann@example.com', 'a.b+c@sub.example.co', 'x@y.z'])('accepts %s', (email) => {
    expect(isEmailShaped(email)).toBe(true);
  });

  it.each(['', 'ann', '@example.com', 'ann@', 'ann@example', 'ann@.com', 'ann@example.', 'a@b@c.com', 'ann @example.com', 'ann@exa mple.com'])(
    'refuses %j',
    (email) => {
      expect(isEmailShaped(email)).toBe(false);
    },
  );

  it('answers at once for inputs that made the old pattern backtrack for seconds', () => {
    expect(isEmailShaped(`a@${'.'.repeat(65_000)}@`)).toBe(false);
    expect(isEmailShaped(`a@${'.'.repeat(65_000)}`)).toBe(false);
    expect(isEmailShaped(`a@${'a.'.repeat(30_000)}`)).toBe(false);
  });
});

describe('checkSignup', () => {
  it('accepts a complete, valid form', () => {
    expect(checkSignup(valid, valid.password)).toBeNull();
  });

  it.each([
    ['displayName', { displayName: ' ', username: 'a' }],
    ['username', { username: '' }],
    ['email', { email: '', username: 'a' }],
    ['password', { password: '', username: 'a' }],
  ])('reports a missing %s before any other rule', (_field, override) => {
    expect(checkSignup({ ...valid, ...override }, 'mismatch')).toEqual(authFailures.missing);
  });

  it('follows the spec order: mismatch, short password, short username, invalid username', () => {
    const allWrong = { ...valid, password: '123', username: 'a!' };
    expect(checkSignup(allWrong, 'other')).toEqual(authFailures.passwordMismatch);
    expect(checkSignup(allWrong, '123')).toEqual(authFailures.passwordTooShort);
    expect(checkSignup({ ...allWrong, password: 'secret1' }, 'secret1')).toEqual(authFailures.usernameTooShort);
    expect(checkSignup({ ...valid, username: 'ann-lifts' }, valid.password)).toEqual(authFailures.usernameInvalid);
  });

  it('uses the spec texts', () => {
    expect(checkSignup({ ...valid, password: '12345' }, '12345')).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(checkSignup({ ...valid, username: 'ab' }, valid.password)?.description).toBe('Username must be at least 3 characters long.');
  });

  it('skips the confirmation rule on the server, where no confirmation is sent', () => {
    expect(checkSignup(valid)).toBeNull();
  });

  it('rejects a malformed email and over-long fields after the spec rules', () => {
    expect(checkSignup({ ...valid, email: 'ann.example.com' }, valid.password)).toEqual(authFailures.emailInvalid);
    expect(checkSignup({ ...valid, username: 'a'.repeat(31) }, valid.password)).toEqual(authFailures.usernameTooLong);
    expect(checkSignup({ ...valid, password: 'p'.repeat(129) }, 'p'.repeat(129))).toEqual(authFailures.passwordTooLong);
  });
});
