import type { Page } from 'playwright-core';

/** The query cache this person keeps on the device, as stored (null until written). */
export function storedQueryCache(target: Page, userId: string): Promise<string | null> {
  return target.evaluate(async (key) => {
    // Never open a database that does not exist yet: that would create it without the app's store.
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('social-fitness-query-cache')) return null;
    return new Promise<string | null>((resolve) => {
      const request = indexedDB.open('social-fitness-query-cache');
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('queries')) return resolve(null);
        const read = db.transaction('queries').objectStore('queries').get(key);
        read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
        read.onerror = () => resolve(null);
      };
      request.onerror = () => resolve(null);
    });
  }, `query-cache:${userId}`);
}
