/** Key of a photo upload (functions/media): looked up by its id; it expires a day after the presigned POST. */
export const uploadKey = (uploadId: string) => ({ PK: `UPLOAD#${uploadId}`, SK: 'UPLOAD' });

/** A person's uploads (GSI1), oldest first: only the account deletion job lists them. */
export const uploadsByUserPartition = (userId: string) => `USER_UPLOADS#${userId}`;
export const uploadsByUserKey = (userId: string, createdAt: string, uploadId: string) => ({
  GSI1PK: uploadsByUserPartition(userId),
  GSI1SK: `${createdAt}#${uploadId}`,
});
