import { solveChallenge } from 'altcha-lib';
import type { TestBrowser } from '@storefront/testing';

/** What the product page's modal does: fetch a challenge, solve it, and send its payload. */
export async function solvedCaptcha(browser: TestBrowser): Promise<string> {
  const res = await browser.get('/api/reviews/captcha');
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const c = res.json() as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha: no solution found');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString('base64');
}

export const reviewBody = (orderLineId: string, over: Record<string, unknown> = {}) => ({
  order_line_id: orderLineId,
  rating: 5,
  title: 'Soft and sturdy',
  body: 'Washed it ten times: the print has not cracked.',
  ...over,
});
