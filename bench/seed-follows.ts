import { randomUUID } from 'node:crypto';
import { tableName } from '../functions/lib/config';
import { writeAllItems } from '../functions/lib/db/batch-write';
import { db } from '../functions/lib/db/client';
import { followCountsItem, followEdgeItem } from '../functions/follows/repository';

/** How many of the others each seeded person follows (the people-your-follows-follow part of suggestions). */
const FOLLOWS_PER_PERSON = 10;

/**
 * Every one of `peopleIds` follows `userId` and `userId` follows every one of them; each of them also follows the
 * next few of the list. Written in bulk with the follows repository's item shapes, counters included.
 */
export async function seedFollows(options: { userId: string; peopleIds: readonly string[] }): Promise<void> {
  const { userId, peopleIds } = options;
  const now = Date.now();
  const at = (index: number) => new Date(now - (index + 1) * 1000).toISOString();
  const perPerson = Math.min(FOLLOWS_PER_PERSON, peopleIds.length - 1);
  const items: Record<string, unknown>[] = [];
  peopleIds.forEach((personId, index) => {
    items.push(followEdgeItem(personId, userId, at(index)), followEdgeItem(userId, personId, at(index)));
    for (let step = 1; step <= perPerson; step++) items.push(followEdgeItem(personId, peopleIds[(index + step) % peopleIds.length]!, at(index)));
    items.push(followCountsItem(personId, { followerCount: 1 + perPerson, followingCount: 1 + perPerson }));
  });
  items.push(followCountsItem(userId, { followerCount: peopleIds.length, followingCount: peopleIds.length }));
  await writeAllItems({ client: db, tableName: tableName(), items });
}

/**
 * `count` followers of `userId` (ids nobody signs in as: their notifications are all they receive), and the counter,
 * written in bulk with the follows repository's item shapes. Answers the followers' ids.
 */
export async function seedFollowers(options: { userId: string; count: number }): Promise<string[]> {
  const followers = Array.from({ length: options.count }, () => randomUUID());
  const at = new Date().toISOString();
  await writeAllItems({
    client: db,
    tableName: tableName(),
    items: [
      ...followers.map((followerId) => followEdgeItem(followerId, options.userId, at)),
      followCountsItem(options.userId, { followerCount: options.count, followingCount: 0 }),
    ],
  });
  return followers;
}
