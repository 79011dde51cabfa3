// Time and peak memory for the bench scripts: wall time per step, and the process's peak resident
// set size (getrusage's ru_maxrss: the high-water mark, not a sample).

export function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

export function rssMb(): number {
  return Math.round(process.memoryUsage().rss / 1024 / 1024);
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s   rss ${String(rssMb()).padStart(5)} MB   peak rss ${String(peakRssMb()).padStart(5)} MB`);
  return result;
}
