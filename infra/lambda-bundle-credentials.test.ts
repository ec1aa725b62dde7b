import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptionsOf, lambdaBundling } from './lambda-bundling';
import { repoRoot } from './paths';

const run = promisify(execFile);
const CHAIN_PACKAGES = [
  'credential-provider-node',
  'nested-clients',
  'credential-provider-sso',
  'credential-provider-ini',
  'credential-provider-web-identity',
  'credential-provider-process',
  'credential-provider-imds',
];
const ACCESS_KEY_ID = 'AKIAENVONLYTEST0001';
const RESULT_PREFIX = 'HANDLER_RESULT ';

/** Requires the bundle as Lambda would and answers GET /api/health once (Powertools writes its own lines to stdout). */
const INVOKE_SCRIPT = `
const { handler } = require(process.env.BUNDLE);
const event = { version: '2.0', routeKey: 'GET /api/health', rawPath: '/api/health', rawQueryString: '', headers: {}, isBase64Encoded: false,
  requestContext: { requestId: 'credentials-test', routeKey: 'GET /api/health', http: { method: 'GET', path: '/api/health', sourceIp: '127.0.0.1', userAgent: 'test' } } };
const context = { awsRequestId: 'credentials-test', functionName: 'status', getRemainingTimeInMillis: () => 10000 };
handler(event, context).then((result) => console.log(${JSON.stringify(RESULT_PREFIX)} + JSON.stringify(result)));
`;

let directory: string;
let bundleFile: string;
let metafile: Metafile;
let server: Server;
const authorizations: string[] = [];

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'lambda-credentials-'));
  bundleFile = path.join(directory, 'index.js');
  const result = await build({ ...esbuildOptionsOf(lambdaBundling, path.join(repoRoot, 'functions/status/handler.ts'), bundleFile), metafile: true });
  metafile = result.metafile;
  // Stands in for DynamoDB: records how each request was signed and answers DescribeTable.
  server = createServer((request, response) => {
    authorizations.push(String(request.headers.authorization ?? ''));
    request.resume().on('end', () => {
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(JSON.stringify({ Table: { TableName: 'credentials-test', TableStatus: 'ACTIVE' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(directory, { recursive: true, force: true });
});

describe('a Lambda bundle built with the shared options', () => {
  it("holds none of the SDK's default credential chain, only the environment provider", () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((input) => CHAIN_PACKAGES.some((name) => input.includes(`/${name}/`)))).toEqual([]);
    expect(inputs.some((input) => input.includes('/credential-provider-env/'))).toBe(true);
  });

  it("signs its DynamoDB requests with the environment's credentials", async () => {
    const { port } = server.address() as AddressInfo;
    const { stdout } = await run(process.execPath, ['-e', INVOKE_SCRIPT], {
      cwd: directory,
      // Nothing of this machine's own AWS setup (profiles, SSO cache) reaches the process: only what Lambda sets.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: directory,
        BUNDLE: bundleFile,
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
        AWS_SECRET_ACCESS_KEY: 'env-only-secret',
        AWS_SESSION_TOKEN: 'env-only-session',
        TABLE_NAME: 'credentials-test',
        DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    const resultLine = stdout.split('\n').find((line) => line.startsWith(RESULT_PREFIX));
    const result = JSON.parse(resultLine?.slice(RESULT_PREFIX.length) ?? 'null') as { statusCode: number; body: string } | null;
    expect(result).toMatchObject({ statusCode: 200 });
    expect(JSON.parse(result!.body)).toEqual({ status: 'ok' });
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/\\d{8}/eu-west-1/dynamodb/aws4_request,`));
  });
});
