import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, migrate, rowsOf, type DatabaseHandle } from '@storefront/db';
import { reconcilePlacements, SETTLE_AFTER_MS } from '../../domain/orders/placement/reconcile-placements';
import { stockedBlankSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser } from '../../test-fixtures/test-app';
import { intentStatus, newKey, pay, readyCheckout, stockOf } from './buy-flow.fixture';

/**
 * A process killed (SIGKILL) in the middle of placing an order, then a restart: the
 * reconciliation job settles the `placed` order it left. Killed before the capture → nothing was
 * charged: the order is undone and the hold released. Killed after the capture → the order is
 * paid. On a database both processes reach: PostgreSQL with DATABASE_URL, else a PGlite folder.
 */
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const child = fileURLToPath(new URL('../../test-fixtures/place-order-and-hang.ts', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

/** A database a second process can open: its address, and a way to open it here. */
async function sharedDatabase(): Promise<{ where: string; open: () => Promise<DatabaseHandle> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'placement-crash-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return { where: dir, open: () => createDatabase({ dataDir: dir }) };
  }
  const name = `t_crash_${randomBytes(6).toString('hex')}`;
  const admin = await createDatabase({ url });
  await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  cleanups.push(async () => {
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    await admin.close();
  });
  return { where: u.toString(), open: () => createDatabase({ url: u.toString() }) };
}

/** Runs the placing process until it reaches `step`, then kills it there. */
function placeAndKillAt(where: string, userId: string, intentId: string, key: string, step: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [tsxCli, child, where, userId, intentId, key, step], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the placing process never reached ${step}: ${out}`));
    }, 60_000);
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('PAUSED')) proc.kill('SIGKILL');
    });
    proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL' && out.includes('PAUSED')) resolve(out);
      else reject(new Error(`the placing process ended on its own (${signal ?? _code}): ${out}`));
    });
  });
}

describe('a process that dies while placing an order', () => {
  it.each([
    { step: 'capture-payment', intent: 'requires_capture', settled: 'released', order: 'canceled' },
    { step: 'mark-paid', intent: 'succeeded', settled: 'paid', order: 'paid' },
  ] as const)('killed before $step: after a restart the job settles it ($settled)', async ({ step, intent: intentAfterCrash, settled, order: finalStatus }) => {
    const shared = await sharedDatabase();
    const first = await shared.open();
    await migrate(first);
    const t = await buildTestApp({ reconcileEveryMs: 0 }, first);
    const tee = await stockedBlankSku(first.db, 0, 100);
    const b = new TestBrowser(t.app);
    const user = await t.signUp(b, `crash-${step}@example.com`);
    await readyCheckout(b, tee.sku, 3);
    const payment = await pay(b);
    expect(payment.status).toBe('requires_capture');
    const stockBefore = await stockOf(first.db, tee.skuId);
    await t.close(); // closes the app and the database: the other process has it to itself

    await placeAndKillAt(shared.where, user.id, payment.id, newKey(), step);

    const restarted = await shared.open();
    cleanups.unshift(() => restarted.close());
    const orders = async () => rowsOf<{ number: string; status: string }>(await restarted.db.execute(sql`select number, status from cart.orders`));
    const left = await orders();
    expect(left).toHaveLength(1);
    expect(left[0]!.status).toBe('placed');
    expect(await intentStatus(restarted.db, payment.id)).toBe(intentAfterCrash);
    expect(await stockOf(restarted.db, tee.skuId)).toBe(stockBefore - 3);

    const report = await reconcilePlacements(restarted.db, { now: new Date(Date.now() + SETTLE_AFTER_MS + 60_000) });
    expect(report[settled]).toEqual([left[0]!.number]);
    expect((await orders())[0]!.status).toBe(finalStatus);
    expect(await intentStatus(restarted.db, payment.id)).toBe(finalStatus === 'paid' ? 'succeeded' : 'canceled');
    expect(await stockOf(restarted.db, tee.skuId)).toBe(finalStatus === 'paid' ? stockBefore - 3 : stockBefore);
  });
});
