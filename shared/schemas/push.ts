import * as z from './zod';
import { mayBePushEndpoint } from '../push/push-services';
import { PUSH_KINDS } from '../push/push-kinds';
import { maxUtf16Length, userText } from './text';

/** Issue 30: the refusal of an endpoint that is not a browser's push service. */
export const PUSH_ENDPOINT_REFUSED = "The subscription's endpoint must be a browser's push service (https).";

const base64url = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/));

const endpoint = z.string().check(
  z.maxLength(1024),
  z.refine(mayBePushEndpoint, { message: PUSH_ENDPOINT_REFUSED }),
);

const kindSwitches = z.partialRecord(z.enum(PUSH_KINDS), z.boolean());

/**
 * `PUT /api/push/subscriptions`: what `PushSubscription.toJSON()` gives (the endpoint and the keys the payload is
 * encrypted for: an uncompressed P-256 point, 65 bytes, and a 16-byte secret), a label for the device list, and the
 * kinds to start with (all on when absent).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  label: z.optional(userText("The device's name").check(z.trim(), z.minLength(1, "The device's name cannot be empty."), maxUtf16Length(60, "The device's name can be at most 60 characters."))),
  kinds: z.optional(kindSwitches),
});

/** `PATCH /api/push/subscriptions/{id}`: the switches to change. */
export const pushKindsBodySchema = z.object({ kinds: kindSwitches });

export const pushSubscriptionParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
