import type { AuthResponse } from '../../../../../shared/api-types';
import type { LoginInput, SignupInput } from '../../../../../shared/auth-rules';
import { api } from '../../../lib/api';

export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/login', { email: input.email, password: input.password });
}

/** The password confirmation is checked in the browser and never sent. */
export function signup(input: SignupInput): Promise<AuthResponse> {
  const { displayName, username, email, password } = input;
  return api.post<AuthResponse>('/api/auth/signup', { displayName, username, email, password });
}
