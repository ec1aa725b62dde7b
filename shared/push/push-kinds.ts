/** Issue 30: the kinds of push a person switches on or off, per device. */
export const PUSH_KINDS = ['likes', 'comments', 'follows', 'messages', 'workouts', 'rest'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export type PushKinds = Record<PushKind, boolean>;

/** A new device gets every kind. */
export const ALL_PUSH_KINDS_ON: PushKinds = { likes: true, comments: true, follows: true, messages: true, workouts: true, rest: true };

/** What Settings calls each switch. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  likes: 'Likes',
  comments: 'Comments',
  follows: 'Follows and follow requests',
  messages: 'Messages',
  workouts: 'Finished workouts of people you follow',
  rest: 'Rest timer',
};

/** The payload a push carries: what the in-app notification shows, and where a tap goes. Nothing more. */
export interface PushPayload {
  /** The notification's id (a rest alert's own id). */
  id: string;
  kind: PushKind;
  title: string;
  body: string;
  /** A path of the web app. */
  url: string;
}
