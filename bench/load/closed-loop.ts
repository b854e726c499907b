/**
 * Maximum throughput with a fixed number of connections (autocannon: each connection sends its
 * next request when the previous answer is in). autocannon's latencies are whole milliseconds.
 */
import autocannon from 'autocannon';

export interface ClosedLoopResult {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  /** non-2xx answers, errors and timeouts, when there were any */
  failures: string | undefined;
}

export async function runClosedLoop(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** at most this many requests a second over all connections (absent: as fast as answered) */
  overallRate?: number;
  /** sent in turn instead of a GET of `url` (each with its method, headers and body) */
  requests?: autocannon.Request[];
}): Promise<ClosedLoopResult> {
  const { url, headers, connections, overallRate, requests } = options;
  const result = await autocannon({
    url,
    connections,
    duration: options.seconds,
    headers,
    ...(overallRate ? { overallRate } : {}),
    ...(requests ? { requests } : {}),
  });
  const failures =
    result.non2xx > 0 || result.errors > 0 || result.timeouts > 0
      ? `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
      : undefined;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
  };
}
