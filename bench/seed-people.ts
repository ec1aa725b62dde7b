import { randomUUID } from 'node:crypto';
import { tableName } from '../functions/lib/config';
import { writeAllItems } from '../functions/lib/db/batch-write';
import { db } from '../functions/lib/db/client';
import { defaultKeyStats, type UserRecord } from '../functions/users/records';
import { profileItem, searchEntryItems } from '../functions/users/repository';

/**
 * Writes `count` accounts named '<namePrefix> Person <n>', each with its search entries, in bulk with the same item
 * shapes the users repository writes (no claims: nobody signs in as them). Answers their ids.
 */
export async function seedPeople(options: { count: number; namePrefix: string; usernamePrefix: string }): Promise<string[]> {
  const items: Record<string, unknown>[] = [];
  const ids: string[] = [];
  const now = Date.now();
  for (let index = 0; index < options.count; index++) {
    const createdAt = new Date(now - (index + 1) * 60_000).toISOString();
    const user: UserRecord = {
      id: randomUUID(),
      displayName: `${options.namePrefix} Person ${index + 1}`,
      username: `${options.usernamePrefix}_${index + 1}`,
      email: `${options.usernamePrefix}.${index + 1}@example.com`,
      passwordHash: 'not-a-real-hash',
      profileImage: null,
      bio: null,
      createdAt,
      homeGym: 'Bench Gym',
      primaryWorkoutType: 'Powerlifting',
      goal: 'Strength',
      keyStats: defaultKeyStats(),
      isPrivate: false,
      lastActiveAt: createdAt,
      version: 0,
    };
    ids.push(user.id);
    items.push(profileItem(user), ...searchEntryItems(user));
  }
  await writeAllItems({ client: db, tableName: tableName(), items });
  return ids;
}
