// Prints where a certificate download's time goes (not a test: figures vary by machine, so nothing
// asserts them). `npx tsx src/bench/certificate-timings.ts` from the package folder.
import { performance } from 'node:perf_hooks';
import type { PurchasesResponse } from '@storefront/contracts';
import { pdfFonts } from '@storefront/pdf';
import { renderCertificatePdf } from '../domain/certificate-pdf';
import { insertAsset } from '../test-fixtures/assets';
import { insertOrder } from '../test-fixtures/orders';
import { buildTestApp, TestBrowser } from '../test-fixtures/test-app';

const ROUNDS = 10;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed<T>(f: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const value = await f();
  return [value, performance.now() - start];
}

const t = await buildTestApp();
try {
  const sun = await insertAsset(t.handle.db, { slug: 'retro-sun', title: 'Retro Sun Badge', formats: ['png', 'svg', 'pdf'] });
  const buyer = new TestBrowser(t.app);
  const shopper = await t.signUp(buyer, 'zoe@example.com', 'Zoë Łukasiewicz');
  const lines = (await insertOrder(t.handle.db, { userId: shopper.id, lines: Array.from({ length: ROUNDS + 1 }, () => ({ asset: sun, licence: 'standard' as const })) })).lineIds;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const [res, took] = await timed(() => buyer.request({ method: 'GET', url, headers }));
    if (res.statusCode !== 200 && res.statusCode !== 304) throw new Error(`${res.statusCode} ${res.body}`);
    return { took, etag: res.headers.etag as string | undefined };
  };
  const certificate = (line: string) => `/api/digital-assets/licences/${line}/certificate.pdf`;

  const [, fontLoad] = await timed(() => pdfFonts());
  console.log(`font files read and parsed (once per process): ${ms(fontLoad)}`);
  const first = await get(certificate(lines[0]!));
  console.log(`first certificate of the process (request): ${ms(first.took)}`);
  const fresh: number[] = [];
  for (const line of lines.slice(1)) fresh.push((await get(certificate(line))).took);
  console.log(`another line's certificate (a render), median of ${ROUNDS}: ${ms(median(fresh))}`);
  const again: number[] = [];
  for (let i = 0; i < ROUNDS; i++) again.push((await get(certificate(lines[1]!))).took);
  console.log(`the same certificate again, median of ${ROUNDS}: ${ms(median(again))}`);
  if (first.etag) {
    const revalidated: number[] = [];
    for (let i = 0; i < ROUNDS; i++) revalidated.push((await get(certificate(lines[0]!), { 'if-none-match': first.etag })).took);
    console.log(`revalidated (If-None-Match, 304), median of ${ROUNDS}: ${ms(median(revalidated))}`);
  }
  // the renderer alone, warm: what a cache miss costs beyond the reads
  const texts = Array.from({ length: ROUNDS }, (_, i) => ({
    heading: 'Licence certificate',
    fields: [['Licensee', `Zoë Łukasiewicz ${i} <zoe@example.com>`]] as [string, string][],
    terms: ['Print the design on products you sell or give away, up to the printed-unit cap shown.'],
    footer: 'Keep it with your records.',
    issuedAt: '2026-03-02T03:30:00.000Z',
  }));
  const renders: number[] = [];
  for (const text of texts) renders.push((await timed(() => renderCertificatePdf(text)))[1]);
  console.log(`renderer alone (small text), median of ${ROUNDS}: ${ms(median(renders))}`);

  // for comparison: the art's PDF download (the 4500 px PNG embedded by pdf-lib)
  const { purchases } = (await buyer.get('/api/digital-assets/purchases.json')).json<PurchasesResponse>();
  const pdfLink = purchases[0]!.downloads.find((d) => d.format === 'pdf')!.url;
  await get(pdfLink);
  const art: number[] = [];
  for (let i = 0; i < 3; i++) art.push((await get(pdfLink)).took);
  console.log(`the art's PDF download (not a certificate), median of 3: ${ms(median(art))}`);
} finally {
  await t.close();
}
