/** Request schemas of the photo uploads (issue 26, shared/media.ts). */
import * as z from './zod';
import { UPLOAD_CONTENT_TYPES, UPLOAD_PURPOSES } from '../media';

/** `POST /api/media/uploads`: what the photo is for and the type the browser will send (the policy allows only it). */
export const createUploadSchema = z.strictObject({
  purpose: z.enum(UPLOAD_PURPOSES, { error: "purpose must be 'avatar' or 'post'." }),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: 'Unsupported image type. Use JPEG, PNG, WebP or GIF (contentType image/jpeg, image/png, image/webp or image/gif).' }),
});

/** `GET /api/media/uploads/{id}` */
export const uploadParamsSchema = z.object({ id: z.string().check(z.uuid('Upload not found')) });

export type CreateUploadRequest = z.input<typeof createUploadSchema>;
