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
}): Promise<ClosedLoopResult> {
  const { url, headers, connections } = options;
  const result = await autocannon({ url, connections, duration: options.seconds, headers });
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
