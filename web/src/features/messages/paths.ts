/** Screen paths of direct messages (spec 001 section 2). */
export const messagePaths = {
  messages: '/messages',
} as const;

/** The thread with one person: `/messages?userId={id}` (the profile's Message button opens it). */
export const messageThreadPath = (userId: string) => `/messages?userId=${encodeURIComponent(userId)}`;
