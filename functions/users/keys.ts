/** Keys of the user entity, of the claims that keep email and username unique, and of the people-search index. */
export const userKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });
export const emailClaimKey = (email: string) => ({ PK: `EMAIL#${email}`, SK: 'CLAIM' });
export const usernameClaimKey = (username: string) => ({ PK: `USERNAME#${username}`, SK: 'CLAIM' });

/**
 * One search entry per searchable term of a person (username, display name, each word of it), folded to lower
 * case without accents. The partition is the term's first character so a prefix query reads one partition.
 */
export const searchEntryKey = (term: string, userId: string) => ({ PK: searchPartition(term), SK: `${term}#${userId}` });
export const searchPartition = (term: string) => `USER_SEARCH#${[...term][0] ?? ''}`;

/** Public accounts by last activity (sparse GSI2 on the profile item), for follow suggestions. */
export const ACTIVE_PUBLIC_USERS_PARTITION = 'ACTIVE_PUBLIC_USERS';
