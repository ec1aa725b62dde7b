/**
 * What the load run's runner (the child process) measures about itself while the API is under load: DynamoDB calls
 * per request for each route, the event loop's delay and utilisation, and the CPU of the runner and of DynamoDB Local.
 * The parent asks over the child's IPC channel: `start` when the measured load begins, `read` when it ends.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { MiddlewareClient } from './dynamodb-meter';

export interface RouteCalls {
  routeKey: string;
  /** Requests of this route that made at least one DynamoDB call. */
  requests: number;
  calls: number;
  /** Calls by command name (GetCommand, QueryCommand, …). */
  commands: Record<string, number>;
}

export interface ProbeReading {
  routes: RouteCalls[];
  eventLoopDelayP50Ms: number;
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  /** Share of the time the runner's event loop was busy (0-1). */
  eventLoopUtilization: number;
  /** CPU seconds per wall second (1 = one core). */
  runnerCpuCores: number;
  /** CPU milliseconds the runner used between `start` and `read`. */
  runnerCpuMs: number;
  dynamoDbLocalCpuCores?: number;
  /** DynamoDB calls waiting for one of the client's sockets, sampled every 10 ms: the mean and the most seen. */
  socketQueueMean: number;
  socketQueueMax: number;
  socketLimit?: number;
  /** DynamoDB calls that took more than SLOW_CALL_MS, and how many of the calls were retried by the SDK. */
  slowCalls: { atSeconds: number; command: string; ms: number; attempts: number }[];
  retriedCalls: number;
}

const SLOW_CALL_MS = 500;

export type ProbeMessage = { probe: 'start' } | { probe: 'read' };

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, from /proc (Linux); undefined elsewhere or when it is gone. */
function processCpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Installs the probe in the runner: counts the calls `client` makes per route (`routeKeyOf` names the current
 * request's route and id) and answers the parent's `start` and `read` messages.
 */
export function installLoadProbe(options: {
  client: MiddlewareClient;
  current: () => { routeKey?: string; requestId?: string };
  dynamoDbLocalPid: () => number | undefined;
  /** The client's http.Agent, once it made one (the SDK creates it on the first call). */
  agent: () => Promise<{ requests: Record<string, unknown[] | undefined>; maxSockets: number } | undefined>;
}): void {
  const routes = new Map<string, { requestIds: Set<string>; calls: number; commands: Record<string, number> }>();
  const slowCalls: ProbeReading['slowCalls'] = [];
  let retriedCalls = 0;
  let startedAt = 0;
  options.client.middlewareStack.add(
    (next, context) => async (args) => {
      const { routeKey, requestId } = options.current();
      if (routeKey && requestId) {
        const route = routes.get(routeKey) ?? { requestIds: new Set<string>(), calls: 0, commands: {} };
        routes.set(routeKey, route);
        route.requestIds.add(requestId);
        route.calls += 1;
        const command = context.commandName ?? 'Unknown';
        route.commands[command] = (route.commands[command] ?? 0) + 1;
      }
      const started = performance.now();
      const result = (await next(args)) as { output?: { $metadata?: { attempts?: number } } };
      const ms = performance.now() - started;
      const attempts = result.output?.$metadata?.attempts ?? 1;
      if (attempts > 1) retriedCalls += 1;
      if (ms > SLOW_CALL_MS) slowCalls.push({ atSeconds: Math.round((started - startedAt) / 100) / 10, command: context.commandName ?? 'Unknown', ms: Math.round(ms), attempts });
      return result;
    },
    { step: 'initialize', name: 'loadRunProbe' },
  );

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const queued: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let socketLimit: number | undefined;
  let utilization: EventLoopUtilization | undefined;
  let cpu: NodeJS.CpuUsage | undefined;
  let javaCpu: number | undefined;
  process.on('message', (message: ProbeMessage) => {
    if (message.probe === 'start') {
      routes.clear();
      slowCalls.length = 0;
      retriedCalls = 0;
      delay.reset();
      delay.enable();
      startedAt = performance.now();
      utilization = performance.eventLoopUtilization();
      cpu = process.cpuUsage();
      javaCpu = processCpuSeconds(options.dynamoDbLocalPid());
      queued.length = 0;
      void options.agent().then((agent) => {
        if (!agent) return;
        socketLimit = agent.maxSockets;
        sampler = setInterval(() => queued.push(Object.values(agent.requests).reduce((sum, waiting) => sum + (waiting?.length ?? 0), 0)), 10);
      });
      return;
    }
    delay.disable();
    clearInterval(sampler);
    const seconds = (performance.now() - startedAt) / 1000;
    const used = process.cpuUsage(cpu);
    const javaNow = processCpuSeconds(options.dynamoDbLocalPid());
    const reading: ProbeReading = {
      routes: [...routes].map(([routeKey, route]) => ({ routeKey, requests: route.requestIds.size, calls: route.calls, commands: route.commands })),
      eventLoopDelayP50Ms: delay.percentile(50) / 1e6,
      eventLoopDelayP99Ms: delay.percentile(99) / 1e6,
      eventLoopDelayMaxMs: delay.max / 1e6,
      eventLoopUtilization: performance.eventLoopUtilization(utilization).utilization,
      runnerCpuCores: (used.user + used.system) / 1e6 / seconds,
      runnerCpuMs: (used.user + used.system) / 1e3,
      socketQueueMean: queued.reduce((sum, count) => sum + count, 0) / Math.max(1, queued.length),
      socketQueueMax: Math.max(0, ...queued),
      socketLimit,
      slowCalls,
      retriedCalls,
      dynamoDbLocalCpuCores: javaCpu !== undefined && javaNow !== undefined ? (javaNow - javaCpu) / seconds : undefined,
    };
    process.send?.(reading);
  });
}

/** Asks the runner child for a reading (after `start` was sent). */
export function readProbe(child: { send(message: ProbeMessage): boolean; once(event: 'message', listener: (reading: ProbeReading) => void): unknown }): Promise<ProbeReading> {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send({ probe: 'read' });
  });
}
