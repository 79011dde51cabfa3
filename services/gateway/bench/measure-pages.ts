import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface PageFigures {
  name: string;
  /** gzip bytes of every script the page downloads */
  jsGzipBytes: number;
  scripts: number;
  lcpMs: number;
}

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Loads each page in a fresh Chromium context (cold cache) and reads its JS weight and LCP. */
export async function measurePages(pages: { name: string; url: string }[]): Promise<PageFigures[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const out: PageFigures[] = [];
  try {
    for (const { name, url } of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const bodies: Promise<number>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') bodies.push(res.body().then((b) => gzipSync(b).length, () => 0));
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const lcpMs = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? NaN);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(NaN), 3000);
          }),
      );
      const sizes = await Promise.all(bodies);
      out.push({ name, jsGzipBytes: sizes.reduce((a, b) => a + b, 0), scripts: sizes.length, lcpMs });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
