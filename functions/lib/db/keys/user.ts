/** Keys of the user entity and of the claims that keep email and username unique. */
export const userKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });
export const emailClaimKey = (email: string) => ({ PK: `EMAIL#${email}`, SK: 'CLAIM' });
export const usernameClaimKey = (username: string) => ({ PK: `USERNAME#${username}`, SK: 'CLAIM' });
