import type { CdkCustomResourceEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from '../../lib/observability/captured-output';
import { writeCatalogue } from './seed-catalogue';
import { handler, PHYSICAL_RESOURCE_ID } from './custom-resource';

vi.mock('./seed-catalogue', () => ({ writeCatalogue: vi.fn() }));

const eventOf = (RequestType: 'Create' | 'Update' | 'Delete') =>
  ({ RequestType, PhysicalResourceId: PHYSICAL_RESOURCE_ID, ResourceProperties: {} }) as unknown as CdkCustomResourceEvent;
const context = { awsRequestId: 'invocation-42' };

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'table');
  vi.mocked(writeCatalogue).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("the catalogue seeder's log lines", () => {
  it("are JSON with Lambda's request id when it writes the catalogue", async () => {
    vi.mocked(writeCatalogue).mockResolvedValue({ seeded: true, count: 873 });
    const output = captureOutput();

    const answer = await handler(eventOf('Create'), context);

    expect(answer).toEqual({ PhysicalResourceId: PHYSICAL_RESOURCE_ID, Data: { count: 873 } });
    expect(output.logLines()).toEqual([
      expect.objectContaining({ level: 'INFO', message: 'Exercise catalogue written', requestId: 'invocation-42', requestType: 'Create', count: 873 }),
    ]);
    expect(output.lines.every((line) => typeof line === 'object')).toBe(true);
  });

  it('name the error, then the failure reaches CloudFormation', async () => {
    vi.mocked(writeCatalogue).mockRejectedValue(Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }));
    const output = captureOutput();

    await expect(handler(eventOf('Update'), context)).rejects.toThrow('Throughput exceeded');

    const [line] = output.logLines();
    expect(line).toMatchObject({ level: 'ERROR', message: 'Exercise catalogue not written', requestId: 'invocation-42', requestType: 'Update' });
    expect(JSON.stringify(line)).toContain('ProvisionedThroughputExceededException');
  });

  it('say the data is left in place on delete, which writes nothing', async () => {
    const output = captureOutput();

    expect(await handler(eventOf('Delete'), context)).toEqual({ PhysicalResourceId: PHYSICAL_RESOURCE_ID });
    expect(writeCatalogue).not.toHaveBeenCalled();
    expect(output.logLines()).toEqual([expect.objectContaining({ message: 'Exercise catalogue left in place', requestId: 'invocation-42' })]);
  });
});
