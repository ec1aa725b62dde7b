/** The users domain's public face: the only module other domains may import from functions/users. */
export {
  createAccount,
  findAccountByEmail,
  findAccountById,
  findAccountPrivacy,
  findDisplayName,
  findUserSummaries,
  listActivePublicUserIds,
  markActive,
} from './accounts';
