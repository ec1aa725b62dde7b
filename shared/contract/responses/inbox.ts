/** Response schemas of messages, notifications, health import keys and photo uploads. */
import * as z from '../../schemas/zod';
import { NOTIFICATION_TYPES } from '../../constants';
import { PUSH_KINDS } from '../../push/push-kinds';
import { named } from './named';

/** Spec 001 section 3 'Message'. */
export const message = named(
  'Message',
  z.object({ id: z.string(), senderId: z.string(), receiverId: z.string(), content: z.string(), createdAt: z.string() }),
);

/** Spec 001 section 3 'Conversation summary', with the other person's name and avatar and the unread state. */
export const conversationSummary = named(
  'ConversationSummary',
  z.object({
    /** The other person. */
    userId: z.string(),
    lastMessage: z.string(),
    lastMessageTime: z.string(),
    /** Who sent the last message (the caller or the other person). */
    lastSenderId: z.string(),
    displayName: z.string(),
    username: z.string(),
    profileImage: z.nullable(z.string()),
    /** Messages from the other person the caller has not opened yet. */
    unreadCount: z.number(),
  }),
);

export const notification = named(
  'Notification',
  z.object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: z.string(),
    /** Who caused it (the liker, the follower, the athlete), when someone did. */
    actorId: z.nullable(z.string()),
  }),
);

export const markAllReadResult = named('MarkAllReadResult', z.object({ updated: z.number() }));

const importKeyShape = {
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart: `sfhk_ab12…`. */
  preview: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
};
/** One of a person's health import keys (`GET /api/health-import-keys`); the key itself is never shown again. */
export const importKey = named('ImportKey', z.object(importKeyShape));

/** `POST /api/health-import-keys` (201): the only answer that holds the key. */
export const createdImportKey = named('CreatedImportKey', z.object({ ...importKeyShape, key: z.string() }));

/** `POST /api/media/uploads` (issue 26): where and how the browser posts the file itself (a presigned POST). */
export const mediaUploadTicket = named(
  'MediaUploadTicket',
  z.object({
    uploadId: z.string(),
    /** The form's action: the site's own /uploads path. */
    url: z.string(),
    /** Form fields to send before the file (the last field, named `file`). */
    fields: z.record(z.string(), z.string()),
    maxBytes: z.number(),
  }),
);

/** `GET /api/media/uploads/{id}`: the upload's processing; `url` once processed, `reason` once rejected. */
export const mediaUpload = named(
  'MediaUpload',
  z.object({
    uploadId: z.string(),
    purpose: z.enum(['avatar', 'post']),
    status: z.enum(['pending', 'processed', 'rejected']),
    url: z.nullable(z.string()),
    reason: z.nullable(z.string()),
  }),
);

/** Issue 30: one of the caller's devices that receives pushes (never its keys). */
export const pushSubscription = named(
  'PushSubscription',
  z.object({
    id: z.string(),
    endpoint: z.string(),
    label: z.string(),
    /** Which browser's push service delivers to it. */
    service: z.string(),
    createdAt: z.string(),
    kinds: z.record(z.enum(PUSH_KINDS), z.boolean()),
  }),
);

/** The VAPID public key (base64url, an uncompressed P-256 point) a browser subscribes with. */
export const pushPublicKey = named('PushPublicKey', z.object({ publicKey: z.string() }));
