import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { catalogueSeedMarkerKey } from '../keys';
import { catalogueExerciseItem } from '../exercise-item';
import { catalogue as shippedCatalogue, catalogueHash } from './catalogue';
import type { CatalogueEntry } from './catalogue-mapping';
import { writeAllItems } from '../../lib/db/batch-write';

export interface SeedOptions {
  /** Passed in (not the functions' shared client) so the local runner can seed before the handlers load. */
  client: DynamoDBDocumentClient;
  tableName: string;
  /** Defaults to the shipped catalogue.json; tests pass variants. */
  catalogue?: readonly CatalogueEntry[];
}

export interface SeedResult {
  /** False when the table already holds this catalogue (then the only request was one GetItem). */
  seeded: boolean;
  count: number;
}

/**
 * Writes every catalogue exercise, then a marker holding the catalogue's hash. Puts are idempotent
 * (same key, same item) and exercises missing from a newer catalogue are kept, since sessions and
 * routines may still name them.
 */
export async function writeCatalogue(options: SeedOptions): Promise<SeedResult> {
  const entries = options.catalogue ?? shippedCatalogue;
  await writeAllItems({ client: options.client, tableName: options.tableName, items: entries.map(catalogueExerciseItem) });
  await options.client.send(
    new PutCommand({
      TableName: options.tableName,
      Item: {
        ...catalogueSeedMarkerKey(),
        entity: 'ExerciseCatalogueSeed',
        catalogueHash: catalogueHash(entries),
        count: entries.length,
        seededAt: new Date().toISOString(),
      },
    }),
  );
  return { seeded: true, count: entries.length };
}

/** Seeds the catalogue unless the marker says this exact catalogue is already there. Safe to run on every start. */
export async function seedCatalogue(options: SeedOptions): Promise<SeedResult> {
  const entries = options.catalogue ?? shippedCatalogue;
  const { Item: marker } = await options.client.send(
    new GetCommand({ TableName: options.tableName, Key: catalogueSeedMarkerKey(), ConsistentRead: true }),
  );
  if (marker?.catalogueHash === catalogueHash(entries)) return { seeded: false, count: entries.length };
  return writeCatalogue({ ...options, catalogue: entries });
}
