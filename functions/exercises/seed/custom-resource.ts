import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';
import { tableName } from '../../lib/config';
import { db } from '../../lib/db/client';
import { writeCatalogue } from './seed-catalogue';

export const PHYSICAL_RESOURCE_ID = 'exercise-catalogue';

/**
 * onEvent handler of the ExerciseSeed custom resource. CloudFormation calls it on create and whenever
 * the catalogue hash property changes, so it writes without reading the marker (the role can only write).
 * On delete it leaves the data: the table is retained and sessions may still name these exercises.
 */
export async function handler(event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse> {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const { count } = await writeCatalogue({ client: db, tableName: tableName() });
  return { PhysicalResourceId: PHYSICAL_RESOURCE_ID, Data: { count } };
}
