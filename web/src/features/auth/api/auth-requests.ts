import type { LoginInput, SignupInput } from '../../../../../shared/auth-rules';
import { call } from '../../../lib/api';

export function login(input: LoginInput) {
  return call('POST /api/auth/login', { body: { email: input.email, password: input.password } });
}

/** The password confirmation is checked in the browser and never sent. */
export function signup(input: SignupInput) {
  const { displayName, username, email, password } = input;
  return call('POST /api/auth/signup', { body: { displayName, username, email, password } });
}
