/** The users domain's public face: the only module other domains may import from functions/users. */
export {
  changePasswordHash,
  createAccount,
  findAccountByEmail,
  findAccountById,
  findAccountCredentials,
  findAccountPrivacy,
  findDisplayName,
  findTokenVersion,
  findUserSummaries,
  listActivePublicUserIds,
  markActive,
  revokeAllTokens,
  type AccountCredentials,
} from './accounts';
export { removeAccount, usersDeletionSteps } from './account-deletion';
export { assertCurrentTokenVersion, currentTokenVersion, rememberAccountGone, rememberTokenVersion } from './token-versions';
