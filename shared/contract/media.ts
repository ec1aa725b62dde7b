import { createUploadSchema, uploadParamsSchema } from '../schemas/media';
import type { DomainContract } from './route';
import { mediaUpload, mediaUploadTicket } from './responses/inbox';

// Photos (issue 26): a presigned POST for the file itself, then its processing (decoded, metadata stripped, resized).
export const mediaRoutes = {
  'POST /api/media/uploads': { auth: true, summary: 'Where and how to post a photo file', body: createUploadSchema, responses: { 201: mediaUploadTicket } },
  'GET /api/media/uploads/{id}': { auth: true, summary: "An upload's processing", params: uploadParamsSchema, responses: { 200: mediaUpload } },
} as const satisfies DomainContract;
