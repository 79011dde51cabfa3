import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface LighthouseFigures {
  name: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** how many runs the medians above are of, and the lowest and highest TBT among them */
  runs: number;
  tbtRangeMs: [number, number];
  /** why this page has no figures (Lighthouse failed twice on it); the other pages still have theirs */
  failed?: string;
}

// The npm package drives the Debian Chromium; fetched by npx on first use (a bench tool, not a
// dependency every install pays for). 12.x runs on Node 20.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/**
 * Lighthouse's default (mobile) configuration, performance only, per page: each figure is the
 * median of `runs` runs (BENCH_LIGHTHOUSE_RUNS, default 3), because on a small machine one run's
 * TBT can be several times the next one's. Asynchronous on purpose: the gateway under test runs in
 * this process, so a blocking spawn would starve it.
 */
export async function measureLighthouse(pages: { name: string; url: string }[], runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)): Promise<LighthouseFigures[] | string> {
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chrome)) return `skipped: no Chromium at ${chrome}`;
  const out: LighthouseFigures[] = [];
  for (const { name, url } of pages) {
    const reports: LighthouseReport[] = [];
    let failure = 'failed';
    for (let i = 0; i < Math.max(1, runs); i++) {
      // a trace Lighthouse could not record (NO_NAVSTART, seen on a busy machine) is worth one more try
      let run = await runLighthouse(url, chrome);
      if (run.status !== 0) run = await runLighthouse(url, chrome);
      if (run.status === 0) reports.push(JSON.parse(run.stdout) as LighthouseReport);
      else failure = run.stderr.trim().split('\n').slice(-1)[0]?.slice(0, 200) ?? 'failed';
    }
    if (reports.length === 0) {
      out.push({ name, score: Number.NaN, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, runs: 0, tbtRangeMs: [Number.NaN, Number.NaN], failed: failure });
      continue;
    }
    const tbts = reports.map((r) => r.audits['total-blocking-time']!.numericValue);
    out.push({
      name,
      score: Math.round(median(reports.map((r) => r.categories.performance.score)) * 100),
      lcpMs: median(reports.map((r) => r.audits['largest-contentful-paint']!.numericValue)),
      tbtMs: median(tbts),
      cls: median(reports.map((r) => r.audits['cumulative-layout-shift']!.numericValue)),
      runs: reports.length,
      tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
    });
  }
  return out;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function runLighthouse(url: string, chrome: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['-y', LIGHTHOUSE, url, '--only-categories=performance', '--output=json', '--quiet', `--chrome-flags=${FLAGS}`], {
      env: { ...process.env, CHROME_PATH: chrome },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.on('error', (err) => resolve({ status: -1, stdout, stderr: String(err) }));
  });
}
