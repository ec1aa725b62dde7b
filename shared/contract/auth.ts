import { changePasswordRequestSchema, loginRequestSchema, signOutEverywhereRequestSchema, signupRequestSchema } from '../schemas/auth';
import { deleteAccountRequestSchema } from '../schemas/delete-account';
import type { DomainContract } from './route';
import { authResponse, user } from './responses/people';

export const authRoutes = {
  'POST /api/auth/signup': { auth: false, sensitive: true, summary: 'Creates an account and signs it in', body: signupRequestSchema, responses: { 201: authResponse } },
  'POST /api/auth/login': { auth: false, sensitive: true, summary: 'Signs in with email and password', body: loginRequestSchema, responses: { 200: authResponse } },
  'GET /api/auth/me': { auth: true, summary: 'The signed-in person', responses: { 200: user } },
  // Beyond the spec (issue 13): revoke every token of the caller; change the password (answers a fresh token).
  'POST /api/auth/sign-out-everywhere': {
    auth: true,
    summary: "Revokes every token of the caller's",
    body: signOutEverywhereRequestSchema,
    responses: { 204: null },
  },
  'POST /api/auth/change-password': {
    auth: true,
    sensitive: true,
    answersSecret: true,
    summary: 'Changes the password; answers a fresh token (every earlier one is revoked)',
    body: changePasswordRequestSchema,
    responses: { 200: authResponse },
  },
  // Issue 12: delete my account (the password again); the rest is removed by a job (docs/operations.md).
  'POST /api/auth/delete-account': {
    auth: true,
    sensitive: true,
    summary: "Deletes the caller's account (the rest of their data is removed by a job)",
    body: deleteAccountRequestSchema,
    responses: { 204: null },
  },
} as const satisfies DomainContract;
