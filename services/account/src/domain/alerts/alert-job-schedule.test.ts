import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMadeToOrder } from '@storefront/contracts';
import { parseMail } from '@storefront/testing';
import { buildFavoritesTestApp, uniqueEmail, unitPrice, type CatalogProduct } from '../../test-fixtures/favorites-fixture';
import { signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp & { catalog: CatalogProduct[] };
let outboxDir: string;

// The app as `npm start` runs it: the job on its schedule, no SMTP_URL (mails become .eml files).
beforeAll(async () => {
  outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'alerts-')), 'outbox');
  t = await buildFavoritesTestApp(40, { alertsIntervalMs: 150, alertMail: { outboxDir, publicOrigin: 'http://localhost:3000' } });
});
afterAll(async () => {
  await t?.close();
  if (outboxDir) await rm(path.dirname(outboxDir), { recursive: true, force: true });
});

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the scheduled alert job without SMTP_URL', () => {
  it('says where mails go, then writes each one as an .eml file there', async () => {
    expect(t.logs.join('\n')).toContain('alert mails are written as .eml files (SMTP_URL is unset)');
    expect(t.logs.join('\n')).toContain(JSON.stringify(outboxDir).slice(1, -1));

    const p = t.catalog.find((c) => c.kind === 'blank' && !isMadeToOrder(c.garment))!;
    const b = new TestBrowser(t.app);
    const user = await signUp(b, uniqueEmail('laptop'));
    expect((await b.post('/api/users/favorites', { product: p.slug })).statusCode).toBe(201);
    expect((await b.post('/api/subscriptions', { product: p.slug, kind: 'price_drop' })).statusCode).toBe(201);
    const before = await unitPrice(t.handle.db, p.id, 'us');
    // test set-up writes the catalog directly
    await t.handle.db.execute(sql`update catalog.prices set amount = ${before - 100} where product_id = ${p.id} and store = 'us' and min_qty = 1`);

    const files = await eventually(async () => {
      const names = await readdir(outboxDir).catch(() => []);
      return names.length > 0 ? names : undefined;
    });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.eml$/);
    const mail = await parseMail(await readFile(path.join(outboxDir, files[0]!)));
    expect(mail.subject).toBe(`Price drop: ${p.title}`);
    expect([mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address))).toEqual([user.email]);
    expect(mail.text).toContain(`http://localhost:3000/${p.slug}.html`);

    // later runs write nothing more for the same change
    await new Promise((r) => setTimeout(r, 600));
    expect(await readdir(outboxDir)).toHaveLength(1);
  });
});
