/**
 * `npx tsx bench/cost-per-user.ts [bench/results.json …]`: the AWS cost of one active user per month at 1,000 and at
 * 100,000 users, from the bench's measured requests, capacity and durations per action and a stated usage model.
 * Prices are us-east-1 list prices as known on 2026-11-25 and must be re-checked (https://aws.amazon.com/pricing/);
 * free tiers are left out. docs/operations.md ("Cost per active user") explains the model and shows a run.
 */
import { readFileSync } from 'node:fs';
import { settingsOf } from '../infra/domain-settings';
import { routes, routeKeyOf, type Domain } from '../shared/routes';
import type { BenchResults } from './report';

/** us-east-1 list prices (USD), 2026-11-25: re-check before relying on them. */
export const PRICES = {
  apiGatewayHttpPerMillion: 1.0,
  lambdaRequestsPerMillion: 0.2,
  lambdaArmGbSecond: 0.0000133334,
  dynamoReadPerMillionRru: 0.125,
  dynamoWritePerMillionWru: 0.625,
  dynamoStorageGbMonth: 0.25,
  dynamoPitrGbMonth: 0.2,
  cloudFrontPer10kHttpsRequests: 0.01,
  cloudFrontTransferGb: 0.085,
  cloudWatchLogsIngestGb: 0.5,
  cloudWatchLogsStoreGbMonth: 0.03,
  /**
   * Fixed each month, whatever the users, for the stacks in us-east-1 (outside it the EdgeAlarms stack adds its topic's
   * key, $1; its one alarm is the application stack's CloudFront alarm moved there): the WAF web ACL and its 3 rules
   * (infra/constructs/web-acl.ts); 2 secrets (the token signing key, the CloudFront origin header); 2 KMS keys (the log
   * groups', the alarm topic's; their requests cost next to nothing); 45 alarms reading 47 metrics (the two 5xx rate
   * alarms read two each; $0.10 per alarm metric): 2 per function (17 functions), 2 per stream consumer (its failure
   * queue and that queue's dead-letter queue; 3 consumers), 5 on the API, table and CloudFront (test/infra/observability.test.ts
   * counts them); one dashboard.
   */
  fixedMonthly: { waf: 5 + 3 * 1, wafPerMillionRequests: 0.6, secrets: 2 * 0.4, kmsKeys: 2 * 1, alarms: 47 * 0.1, dashboard: 3 },
};

/** One active user's month (assumptions; see docs/operations.md). */
export const USAGE = {
  workoutsLogged: 12,
  appOpens: 30,
  /** Minutes the app is visible per open: the unread count is polled twice a minute while visible. */
  visibleMinutesPerOpen: 5,
  feedPages: 30,
  feedNextPages: 10,
  postsWritten: 4,
  likes: 20,
  comments: 5,
  messagesSent: 20,
  threadReads: 20,
  conversationLists: 10,
  historyReads: 8,
  /** Bytes logged per API request: one JSON line from the handler factory, Lambda's START/END/REPORT and the access log. */
  logBytesPerRequest: 1_300,
  /**
   * Months a log line is kept (LOG_RETENTION, infra/constructs/log-group.ts: a year): once the stack is a year old, a
   * month's storage bill is a year of lines. Counted uncompressed, so on the high side (CloudWatch bills stored lines compressed).
   */
  logMonthsKept: 12,
  /** Bytes sent to the browser per API request (gzip/brotli JSON), and app shell bytes per month (service worker cached). */
  apiBytesPerRequest: 2_000,
  staticBytesPerMonth: 2_000_000,
  /** What one active user stores (workouts, sets, history, posts, messages), for storage and PITR. */
  storedBytes: 1_000_000,
  /** Lambda duration where the bench has no measured p50 (ms). */
  defaultMs: 30,
};

interface Action {
  what: string;
  perMonth: number;
  /** The figure names (without the scale) in the 'DynamoDB requests' section, read at the large scale. */
  endpoints: string[];
}

const APP_OPEN = [
  'GET /api/auth/me',
  'GET /api/workout-sessions/active',
  'GET /api/users/{id}/completed-workouts',
  'GET /api/users/{id}/statistics',
  'GET /api/users/{id}/training-days',
  'GET /api/notifications/unread-count',
  'bearer auth: token version check (per person and container, every 30 s)',
];

export function actions(unreadPollsPerMinute: number): Action[] {
  return [
    { what: 'app open (home)', perMonth: USAGE.appOpens, endpoints: APP_OPEN },
    { what: 'unread-count poll while visible', perMonth: USAGE.appOpens * USAGE.visibleMinutesPerOpen * unreadPollsPerMinute, endpoints: ['GET /api/notifications/unread-count'] },
    { what: 'exercise history read', perMonth: USAGE.historyReads, endpoints: ['GET /api/users/{id}/exercises/{exerciseId}/history'] },
    { what: 'feed page', perMonth: USAGE.feedPages, endpoints: ['GET /api/social-posts?filter=following ('] },
    { what: 'feed next page', perMonth: USAGE.feedNextPages, endpoints: ['GET /api/social-posts?filter=following, 2nd page'] },
    { what: 'post', perMonth: USAGE.postsWritten, endpoints: ['POST /api/social-posts ('] },
    { what: 'like', perMonth: USAGE.likes, endpoints: ['POST /api/social-posts/{id}/like'] },
    { what: 'comment', perMonth: USAGE.comments, endpoints: ['POST /api/posts/{id}/comments'] },
    { what: 'message sent', perMonth: USAGE.messagesSent, endpoints: ['POST /api/messages ('] },
    { what: 'thread read', perMonth: USAGE.threadReads, endpoints: ['GET /api/messages?withUserId ('] },
    { what: 'conversation list', perMonth: USAGE.conversationLists, endpoints: ['GET /api/messages ('] },
  ];
}

interface Cost {
  requests: number;
  rru: number;
  wru: number;
  gbSeconds: number;
}

const memoryGbOf = (endpoint: string): number => {
  const [method, path] = endpoint.split(' ');
  const route = routes.find((candidate) => routeKeyOf(candidate) === `${method} ${(path ?? '').split('?')[0]}`);
  return (route ? settingsOf(route.domain as Domain).memorySize : 512) / 1024;
};

function endpointCost(results: BenchResults, prefix: string): Cost {
  const large = results.figures.filter(
    (figure) => figure.name.startsWith(prefix) && (figure.name.includes('@10,000 workouts') || figure.name.endsWith('@large')),
  );
  const requests = large.find((figure) => figure.section === 'DynamoDB requests');
  if (!requests) throw new Error(`No DynamoDB figures for ${prefix} in the results`);
  const ms = Number(/p50 ([\d.]+) ms/.exec(requests.note ?? '')?.[1] ?? USAGE.defaultMs);
  const capacity = (unit: string) => large.find((figure) => figure.section === 'DynamoDB capacity' && figure.unit === unit)?.value ?? 0;
  // The token version check is not a request of its own: it rides on the first request of an open.
  const isRequest = !prefix.startsWith('bearer auth');
  return { requests: isRequest ? 1 : 0, rru: capacity('RCU'), wru: capacity('WCU'), gbSeconds: isRequest ? (Math.max(1, ms) / 1000) * memoryGbOf(prefix) : 0 };
}

function workoutCost(results: BenchResults): Cost {
  const value = (name: string) => results.figures.find((figure) => figure.section === 'Requests per logged workout' && figure.name.startsWith(name))?.value;
  const requests = value('API requests per logged workout');
  if (requests === undefined) throw new Error('No "Requests per logged workout" figures in the results: run the workout part');
  // Each route's share at its measured p50 (sessions run at 512 MB).
  const byRoute = results.figures.filter((figure) => figure.section === 'Requests per logged workout (by route)');
  const gbSeconds = byRoute.reduce((sum, figure) => {
    const measured = results.figures.find((other) => other.section === 'DynamoDB requests' && other.name.startsWith(`${figure.name} @10,000`));
    const ms = Number(/p50 ([\d.]+) ms/.exec(measured?.note ?? '')?.[1] ?? USAGE.defaultMs);
    return sum + figure.value * (ms / 1000) * memoryGbOf(figure.name);
  }, 0);
  return { requests, rru: value('DynamoDB read capacity') ?? 0, wru: value('DynamoDB write capacity') ?? 0, gbSeconds };
}

const add = (a: Cost, b: Cost, times = 1): Cost => ({
  requests: a.requests + b.requests * times,
  rru: a.rru + b.rru * times,
  wru: a.wru + b.wru * times,
  gbSeconds: a.gbSeconds + b.gbSeconds * times,
});

export function monthlyCostPerUser(results: BenchResults, users: number): { lines: [string, number][]; total: number; usage: Cost } {
  const unreadPerMinute = results.figures.find((figure) => figure.name === 'unread-count reads per minute, page visible')?.value ?? 2;
  let usage: Cost = { requests: 0, rru: 0, wru: 0, gbSeconds: 0 };
  usage = add(usage, workoutCost(results), USAGE.workoutsLogged);
  for (const action of actions(unreadPerMinute)) {
    const one = action.endpoints.reduce((sum, endpoint) => add(sum, endpointCost(results, endpoint)), { requests: 0, rru: 0, wru: 0, gbSeconds: 0 } as Cost);
    usage = add(usage, one, action.perMonth);
  }
  const gb = (bytes: number) => bytes / 1024 ** 3;
  const fixed = PRICES.fixedMonthly;
  const lines: [string, number][] = [
    ['API Gateway HTTP API requests', (usage.requests / 1e6) * PRICES.apiGatewayHttpPerMillion],
    ['Lambda requests', (usage.requests / 1e6) * PRICES.lambdaRequestsPerMillion],
    ['Lambda duration (arm64 GB-s)', usage.gbSeconds * PRICES.lambdaArmGbSecond],
    ['DynamoDB reads (on-demand RRU)', (usage.rru / 1e6) * PRICES.dynamoReadPerMillionRru],
    ['DynamoDB writes (on-demand WRU)', (usage.wru / 1e6) * PRICES.dynamoWritePerMillionWru],
    ['DynamoDB storage + PITR', gb(USAGE.storedBytes) * (PRICES.dynamoStorageGbMonth + PRICES.dynamoPitrGbMonth)],
    ['CloudFront requests', (usage.requests / 1e4) * PRICES.cloudFrontPer10kHttpsRequests],
    ['CloudFront transfer out', gb(usage.requests * USAGE.apiBytesPerRequest + USAGE.staticBytesPerMonth) * PRICES.cloudFrontTransferGb],
    [
      `CloudWatch Logs ingest + ${USAGE.logMonthsKept} months stored`,
      gb(usage.requests * USAGE.logBytesPerRequest) * (PRICES.cloudWatchLogsIngestGb + USAGE.logMonthsKept * PRICES.cloudWatchLogsStoreGbMonth),
    ],
    ['WAF requests', (usage.requests / 1e6) * fixed.wafPerMillionRequests],
    [
      `fixed (WAF, secrets, KMS keys, alarms, dashboard) / ${users.toLocaleString('en-US')} users`,
      (fixed.waf + fixed.secrets + fixed.kmsKeys + fixed.alarms + fixed.dashboard) / users,
    ],
  ];
  return { lines, total: lines.reduce((sum, [, cost]) => sum + cost, 0), usage };
}

function main(): void {
  // Several files (e.g. of `npm run bench -- dynamodb` and `-- workout`) are read as one.
  const files = process.argv.slice(2).length ? process.argv.slice(2) : ['bench/results.json'];
  const [first, ...rest] = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as BenchResults);
  if (!first) return;
  const results: BenchResults = { ...first, figures: [...first.figures, ...rest.flatMap((other) => other.figures)] };
  const file = files.join(' + ');
  console.log(`Cost of one active user per month, from ${file} (${results.date}, ${results.commit}); us-east-1 list prices of 2026-11-25, to be re-checked.`);
  for (const users of [1_000, 100_000]) {
    const { lines, total, usage } = monthlyCostPerUser(results, users);
    console.log(`\n${users.toLocaleString('en-US')} active users: ${usage.requests.toFixed(0)} API requests, ${usage.rru.toFixed(0)} RRU, ${usage.wru.toFixed(0)} WRU, ${usage.gbSeconds.toFixed(1)} GB-s per user`);
    for (const [what, cost] of lines) console.log(`  ${what.padEnd(70)} $${cost.toFixed(5)}`);
    console.log(`  ${'total per active user per month'.padEnd(70)} $${total.toFixed(4)}  (x ${users.toLocaleString('en-US')} = $${(total * users).toFixed(2)} a month)`);
  }
}

if (process.argv[1]?.endsWith('cost-per-user.ts')) main();
