/** One API call through the metered handlers (bench/dynamodb-meter.ts), and what the bench reports of several. */
export interface Measured {
  status: number;
  requests: number;
  ms: number;
  /** Consumed capacity of the call. */
  rcu?: number;
  wcu?: number;
  /** Write requests of the call. */
  writes?: number;
  body: any;
  headers?: Record<string, string>;
}

/** Requests and capacity (the most of the runs) and p50 ms at one scale. */
export interface Summary {
  requests: number;
  ms: number;
  rcu: number;
  wcu: number;
  writes: number;
}

/** The middle value (the upper of the two middle ones for an even count); 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const summariseMeasured = (runs: Measured[]): Summary => ({
  requests: Math.max(...runs.map((run) => run.requests)),
  ms: median(runs.map((run) => run.ms)),
  rcu: Math.max(...runs.map((run) => run.rcu ?? 0)),
  wcu: Math.max(...runs.map((run) => run.wcu ?? 0)),
  writes: Math.max(...runs.map((run) => run.writes ?? 0)),
});
