import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_IDS } from '@storefront/design-document';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/made/fonts/{font}.woff', () => {
  it('serves every bundled font as a WOFF file, cached for a year', async () => {
    for (const font of FONT_IDS) {
      const res = await t.app.inject({ url: `/api/made/fonts/${font}.woff` });
      expect(res.statusCode, font).toBe(200);
      expect(res.headers['content-type'], font).toBe('font/woff');
      expect(res.headers['cache-control'], font).toContain('immutable');
      // a WOFF file starts with its signature
      expect(res.rawPayload.subarray(0, 4).toString('latin1'), font).toBe('wOFF');
    }
  });

  it('answers 400 naming the fonts for one it does not bundle, and never reads a path from the address', async () => {
    for (const url of ['/api/made/fonts/comic-sans.woff', '/api/made/fonts/..%2f..%2fpackage.woff', '/api/made/fonts/inter.ttf']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const res = await t.app.inject({ url: '/api/made/fonts/comic-sans.woff' });
    expect(res.json().message ?? JSON.stringify(res.json())).toMatch(/inter/);
  });
});
