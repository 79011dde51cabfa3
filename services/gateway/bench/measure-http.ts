import autocannon from 'autocannon';

export interface HttpFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** mean latency in ms (fractional, unlike the percentiles), for ratios */
  mean: number;
}

/** Load on loopback from autocannon: bounded in time, so it always stops by itself. */
export async function measureHttp(name: string, url: string, seconds: number, timeoutSeconds = 10): Promise<HttpFigures> {
  const result = await autocannon({ url, connections: 8, duration: seconds, timeout: timeoutSeconds, headers: { accept: 'application/json' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx and ${result.errors} errors from ${url}`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.average };
}
