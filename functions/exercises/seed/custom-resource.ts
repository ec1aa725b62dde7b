import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';
import { tableName } from '../../lib/config';
import { db } from '../../lib/db/client';
import { log, observeStreamBatch } from '../../lib/observability';
import { writeCatalogue } from './seed-catalogue';

export const PHYSICAL_RESOURCE_ID = 'exercise-catalogue';

/**
 * onEvent handler of the ExerciseSeed custom resource. CloudFormation calls it on create and whenever
 * the catalogue hash property changes, so it writes without reading the marker (the role can only write).
 * On delete it leaves the data: the table is retained and sessions may still name these exercises.
 * Its lines are JSON with Lambda's request id, like every other function's.
 */
export const handler = observeStreamBatch(async (event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse> => {
  if (event.RequestType === 'Delete') {
    log.info('Exercise catalogue left in place', { requestType: event.RequestType });
    return { PhysicalResourceId: event.PhysicalResourceId };
  }
  try {
    const { count } = await writeCatalogue({ client: db, tableName: tableName() });
    log.info('Exercise catalogue written', { requestType: event.RequestType, count });
    return { PhysicalResourceId: PHYSICAL_RESOURCE_ID, Data: { count } };
  } catch (error) {
    log.error('Exercise catalogue not written', { requestType: event.RequestType, error });
    throw error;
  }
});
