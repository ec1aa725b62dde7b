/**
 * Issue 30: a new notification as the table's change stream carries it, and the push that tells of it. Pure:
 * infra/stream-consumers.ts imports the filter, the unit test the rest.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { PushKind, PushPayload } from '../../../shared/push/push-kinds';

/** The `entity` of a stored notification (../repository.ts notificationItem). */
const NOTIFICATION_ENTITY = 'Notification';

/** Only notifications written anew; a notification changed in place (read, a withdrawn comment) is no news. */
export const notificationInsertedFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { entity: { S: [NOTIFICATION_ENTITY] } } },
} as const;

/** What a push is made of: the notification as its recipient sees it, and its group (the kind of event and its subject). */
export interface NotifiedNews {
  recipientId: string;
  notificationId: string;
  type: string;
  title: string;
  message: string;
  actorId?: string;
  group?: string;
}

type Image = Record<string, AttributeValue>;
const stringOf = (image: Image, name: string) => image[name]?.S;

export function newsOf(record: DynamoDBRecord): NotifiedNews | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image || stringOf(image, 'entity') !== NOTIFICATION_ENTITY) return undefined;
  const recipientId = stringOf(image, 'userId');
  const notificationId = stringOf(image, 'id');
  const type = stringOf(image, 'type');
  if (!recipientId || !notificationId || !type) return undefined;
  return {
    recipientId,
    notificationId,
    type,
    title: stringOf(image, 'title') ?? '',
    message: stringOf(image, 'message') ?? '',
    actorId: stringOf(image, 'actorId'),
    group: stringOf(image, 'group'),
  };
}

/** A push: its payload, and who pushed what about which target (for the repeat window). */
export interface NewsPush {
  payload: PushPayload;
  actorId: string;
  target: string;
}

// The web app's screens (web/src/lib/paths.ts): a person's profile, the thread with a sender, the social feed.
const profileOf = (userId: string) => `/users/${encodeURIComponent(userId)}`;
const threadWith = (userId: string) => `/messages?userId=${encodeURIComponent(userId)}`;
const SOCIAL_FEED = '/social';

function kindAndUrl(news: NotifiedNews, actorId: string): { kind: PushKind; url: string; target: string } | undefined {
  const [groupKind, subject] = (news.group ?? '').split('#');
  if (groupKind === 'like' && subject) return { kind: 'likes', url: SOCIAL_FEED, target: subject };
  if (groupKind === 'comment' && subject) return { kind: 'comments', url: SOCIAL_FEED, target: subject };
  if (groupKind === 'follow' || groupKind === 'follow-request' || groupKind === 'follow-accepted') return { kind: 'follows', url: profileOf(actorId), target: groupKind };
  if (news.type === 'message') return { kind: 'messages', url: threadWith(actorId), target: 'thread' };
  if (news.type === 'workout_complete') return { kind: 'workouts', url: profileOf(actorId), target: news.notificationId };
  return undefined;
}

/**
 * The push telling of `news`, or undefined when it is not one that pushes (no actor, or a kind without a switch). The
 * payload is the notification's own title and text, its id and the screen a tap opens: nothing it does not show.
 */
export function pushOf(news: NotifiedNews): NewsPush | undefined {
  if (!news.actorId) return undefined;
  const route = kindAndUrl(news, news.actorId);
  if (!route) return undefined;
  return {
    payload: { id: news.notificationId, kind: route.kind, title: news.title, body: news.message, url: route.url },
    actorId: news.actorId,
    target: route.target,
  };
}
