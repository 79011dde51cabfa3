import http from 'node:http';

export interface DocumentFigures {
  name: string;
  /** time to the first byte of the document (head and header), ms */
  ttfbP50: number;
  ttfbP99: number;
  /** time to the whole document, ms */
  totalP50: number;
  /** uncompressed HTML bytes */
  bytes: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One GET, timed to its first body byte and to its end (the document is streamed in parts). */
function timeOnce(url: string): Promise<{ ttfb: number; total: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let ttfb = 0;
    let bytes = 0;
    http
      .get(url, { headers: { accept: 'text/html' } }, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) ttfb = performance.now() - t0;
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ ttfb, total: performance.now() - t0, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Documents one at a time (no queueing in the figures), after a warm-up that fills the catalog's
 * caches and loads the server bundles: what a shopper's cached listing or product page costs.
 */
export async function measureDocuments(pages: { name: string; url: string }[], runs = 40): Promise<DocumentFigures[]> {
  const out: DocumentFigures[] = [];
  for (const { name, url } of pages) {
    for (let i = 0; i < 5; i++) await timeOnce(url);
    const ttfb: number[] = [];
    const total: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const r = await timeOnce(url);
      ttfb.push(r.ttfb);
      total.push(r.total);
      bytes = r.bytes;
    }
    ttfb.sort((a, b) => a - b);
    total.sort((a, b) => a - b);
    out.push({ name, ttfbP50: percentile(ttfb, 50), ttfbP99: percentile(ttfb, 99), totalP50: percentile(total, 50), bytes });
  }
  return out;
}
