import { vi } from 'vitest';

/** A Powertools Logger line. */
export type LogLine = Record<string, unknown> & { level: string; message: string };
/** An embedded metric format line: the directive under `_aws`, each metric's value(s) under its name. */
export type MetricLine = Record<string, unknown> & {
  _aws: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
};

/**
 * For tests: what the process writes to stdout and stderr (where Powertools writes log lines and embedded metrics),
 * parsed line by line; lines that are not JSON are kept as strings. Restore with vi.restoreAllMocks().
 */
export function captureOutput() {
  const lines: unknown[] = [];
  const capture = (chunk: unknown) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push(line);
      }
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  const objects = () => lines.filter((line): line is Record<string, unknown> => typeof line === 'object' && line !== null);
  return {
    lines,
    /** The JSON log lines (Powertools Logger's: they have a level). */
    logLines: () => objects().filter((line): line is LogLine => typeof line.level === 'string'),
    /** The embedded metric format lines. */
    metricLines: () => objects().filter((line): line is MetricLine => line._aws !== undefined),
  };
}
