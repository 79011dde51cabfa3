import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMadeToOrder, subscriptionResponse, type MonitoredItem } from '@storefront/contracts';
import { alertMails, skus, type Database } from '@storefront/db';
import { formatMoney } from '@storefront/store-config';
import { buildFavoritesTestApp, uniqueEmail, unitPrice, type CatalogProduct } from '../../test-fixtures/favorites-fixture';
import { secondConnection, startSmtpInbox, SMTP_PASSWORD, type ParsedMail, type SmtpInbox } from '@storefront/testing';
import { signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { runAlertJob } from './alert-job';
import { runHousekeeping } from '../housekeeping';
import { createMailer, type Mailer } from '@storefront/mail';
import { ALERT_MAIL_KEPT_MS } from './alert-mail-queue';
import { detectAlertChanges } from './detect-alert-changes';
import { MAX_SEND_ATTEMPTS, sendAlertMails } from './send-alert-mails';

const ORIGIN = 'https://shop.example';
const FROM = 'Storefront <alerts@shop.example>';

let t: TestApp & { catalog: CatalogProduct[] };
let inbox: SmtpInbox;
let mailer: Mailer;
/** what the job logged at warn level, as JSON */
const warnings: string[] = [];
const log = { info: () => {}, warn: (obj: object, msg: string) => void warnings.push(JSON.stringify({ ...obj, msg })) };
/** stocked, priced blanks: each test takes its own, so one test's catalog changes never fire another's alerts */
let products: CatalogProduct[];
const take = () => products.shift()!;

beforeAll(async () => {
  t = await buildFavoritesTestApp(80);
  inbox = await startSmtpInbox();
  mailer = createMailer({ smtpUrl: inbox.url, outboxDir: '/nonexistent', from: FROM });
  products = t.catalog.filter((p) => p.kind === 'blank' && !isMadeToOrder(p.garment));
});
afterAll(async () => {
  mailer?.close();
  await inbox?.stop();
  await t?.close();
});

const runJob = (opts: { db?: Database; mailer?: Mailer; now?: Date } = {}) =>
  runAlertJob(opts.db ?? t.handle.db, { mailer: opts.mailer ?? mailer, publicOrigin: ORIGIN, now: () => opts.now ?? new Date(), log });

const recipients = (m: ParsedMail) => [m.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
const mailsTo = (email: string) => inbox.mails.filter((m) => recipients(m).includes(email));

const shopper = async (who: string) => {
  const b = new TestBrowser(t.app);
  const user = await signUp(b, uniqueEmail(who));
  return { b, user };
};
const watch = async (b: TestBrowser, p: CatalogProduct, body: object = {}): Promise<MonitoredItem> => {
  const fav = await b.post('/api/users/favorites', { product: p.slug });
  expect([200, 201], fav.body).toContain(fav.statusCode);
  const res = await b.post('/api/subscriptions', { product: p.slug, kind: 'price_drop', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return subscriptionResponse.parse(res.json()).monitored_item;
};

// Test set-up writes the catalog's tables directly; the account service itself only reads them.
const setUnitPrice = (p: CatalogProduct, store: 'us' | 'ca', amount: number) =>
  t.handle.db.execute(sql`update catalog.prices set amount = ${amount} where product_id = ${p.id} and store = ${store} and min_qty = 1`);
/** Test set-up: `onHand` units of the given SKU in the first open warehouse and none of the product's others (no SKU: all sold out). */
const stockOnly = async (p: CatalogProduct, skuId: number | null, onHand = 5) => {
  await t.handle.db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select id from catalog.skus where product_id = ${p.id})`);
  if (skuId === null) return;
  await t.handle.db.execute(sql`delete from catalog.inventory where sku_id = ${skuId}`);
  await t.handle.db.execute(sql`insert into catalog.inventory (sku_id, warehouse_id, on_hand) select ${skuId}, id, ${onHand} from catalog.warehouses where active order by id limit 1`);
};
const skusOf = (p: CatalogProduct) => t.handle.db.select({ id: skus.id, sku: skus.sku, size: skus.size }).from(skus).where(eq(skus.productId, p.id)).orderBy(asc(skus.id));
const outboxOf = (monitoredItemId: string) => t.handle.db.select().from(alertMails).where(eq(alertMails.monitoredItemId, monitoredItemId));
const money = (amount: number, store: 'us' | 'ca') => formatMoney(amount, store, { showCode: store === 'ca' });

describe('price drops', () => {
  it('a drop sends exactly one email: subject, product, old and new price, absolute links; running the job again sends nothing more', async () => {
    const p = take();
    const { b, user } = await shopper('saver');
    await watch(b, p);
    const before = await unitPrice(t.handle.db, p.id, 'us');
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0); // nothing changed yet

    await setUnitPrice(p, 'us', before - 300);
    await runJob();
    await runJob();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Price drop: ${p.title}`);
    expect(mail!.from?.value[0]?.address).toBe('alerts@shop.example');
    expect(mail!.text).toContain(`${p.title} is now ${money(before - 300, 'us')} (was ${money(before, 'us')})`);
    expect(mail!.text).toContain(`${ORIGIN}/${p.slug}.html`);
    expect(mail!.text).toContain(`${ORIGIN}/account/library`);
    expect(mail!.html).toContain(`href="${ORIGIN}/${p.slug}.html"`);
    expect(mail!.html).toContain(`href="${ORIGIN}/account/library"`);
    expect(mail!.html).toContain(money(before - 300, 'us'));
    const [row] = await t.handle.db.select().from(alertMails).where(eq(alertMails.userId, user.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 0, claimedUntil: null, oldAmount: before, newAmount: before - 300, currency: 'USD' });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('in the Canadian store: the CAD price in en-CA format and links under /ca', async () => {
    const p = take();
    const { b, user } = await shopper('canuck');
    await watch(b, p, { store: 'ca' });
    const before = await unitPrice(t.handle.db, p.id, 'ca');
    const usBefore = await unitPrice(t.handle.db, p.id, 'us');
    await setUnitPrice(p, 'us', usBefore - 500); // the US price is not the one watched
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);

    await setUnitPrice(p, 'ca', before - 250);
    await runJob();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`is now ${money(before - 250, 'ca')} (was ${money(before, 'ca')})`);
    expect(money(before, 'ca')).toMatch(/^CAD\s/);
    expect(mails[0]!.text).toContain(`${ORIGIN}/ca/${p.slug}.html`);
    expect(mails[0]!.text).toContain(`${ORIGIN}/ca/account/library`);
    expect(mails[0]!.html).toContain(`href="${ORIGIN}/ca/${p.slug}.html"`);
  });

  it('a further drop sends a second email, from the last price mailed', async () => {
    const p = take();
    const { b, user } = await shopper('bargain');
    await watch(b, p);
    const before = await unitPrice(t.handle.db, p.id, 'us');
    await setUnitPrice(p, 'us', before - 100);
    await runJob();
    await setUnitPrice(p, 'us', before - 400);
    await runJob();
    await runJob();
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`is now ${money(before - 400, 'us')} (was ${money(before - 100, 'us')})`);
  });

  it('a rise sends nothing, above the baseline or still under it; the price back at the baseline re-arms the alert for the next sale', async () => {
    const p = take();
    const { b, user } = await shopper('patient');
    await watch(b, p);
    const before = await unitPrice(t.handle.db, p.id, 'us');
    await setUnitPrice(p, 'us', before + 200);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);

    await setUnitPrice(p, 'us', before - 300);
    await runJob();
    await setUnitPrice(p, 'us', before - 200); // up again, still a bargain: not a drop
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(1);

    await setUnitPrice(p, 'us', before); // the sale ends
    await runJob();
    await setUnitPrice(p, 'us', before - 300); // the same sale again is news again
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(2);
  });
});

describe('back in stock', () => {
  it('fires once when the watched size comes back, and again only after running out and coming back', async () => {
    const p = take();
    const all = await skusOf(p);
    const size = all[0]!.size;
    const other = all.find((s) => s.size !== size)!;
    const sameSize = all.filter((s) => s.size === size);
    await stockOnly(p, other.id); // test set-up: only another size in stock
    const { b, user } = await shopper('waiting');
    const alert = await watch(b, p, { kind: 'back_in_stock', size });
    expect(alert.baseline_in_stock).toBe(false);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);

    await stockOnly(p, sameSize[sameSize.length - 1]!.id); // the size, in some colour
    await runJob();
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0]!.subject).toBe(`Back in stock: ${p.title}`);
    expect(mailsTo(user.email)[0]!.text).toContain(`${p.title} in size ${size} is back in stock.`);
    expect(mailsTo(user.email)[0]!.text).toContain(`${ORIGIN}/${p.slug}.html`);

    await stockOnly(p, null); // sold out again: re-armed, nothing sent
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(1);
    await stockOnly(p, sameSize[0]!.id);
    await runJob();
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(2);
    expect((await outboxOf(alert.id)).map((r) => r.changeKey).sort()).toEqual([expect.stringMatching(/^in_stock after \d{4}-/), 'in_stock after subscription']);
  });

  it('a SKU alert ignores the rest of the product', async () => {
    const p = take();
    const all = await skusOf(p);
    await stockOnly(p, null);
    const { b, user } = await shopper('exact');
    await watch(b, p, { kind: 'back_in_stock', sku: all[0]!.sku });
    await stockOnly(p, all[1]!.id);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);
    await stockOnly(p, all[0]!.id);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0]!.text).toContain(`(SKU ${all[0]!.sku}) is back in stock`);
  });
});

describe('whose mail', () => {
  it('an alert unsubscribed before the job runs, or after its mail was queued, sends nothing', async () => {
    const p = take();
    const { b, user } = await shopper('changed-mind');
    const early = await watch(b, p);
    const late = await watch(b, p, { kind: 'back_in_stock' });
    const before = await unitPrice(t.handle.db, p.id, 'us');
    await stockOnly(p, null);
    expect((await b.delete(`/api/subscriptions/${early.id}`)).statusCode).toBe(200);
    await setUnitPrice(p, 'us', before - 300);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);

    await stockOnly(p, (await skusOf(p))[0]!.id);
    expect((await detectAlertChanges(t.handle.db, new Date())).queued).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(late.id)).toHaveLength(1);
    expect((await b.delete(`/api/subscriptions/${late.id}`)).statusCode).toBe(200);
    expect(await outboxOf(late.id)).toHaveLength(0); // the queued mail went with it
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);
  });

  it('each shopper gets only their own alert, in their own store; a shopper with no alert gets nothing', async () => {
    const p = take();
    const us = await shopper('ann');
    const ca = await shopper('bea');
    const bystander = await shopper('cat');
    await watch(us.b, p);
    await watch(ca.b, p, { store: 'ca' });
    expect((await bystander.b.post('/api/users/favorites', { product: p.slug })).statusCode).toBe(201);
    const usBefore = await unitPrice(t.handle.db, p.id, 'us');
    const caBefore = await unitPrice(t.handle.db, p.id, 'ca');
    await setUnitPrice(p, 'us', usBefore - 100);
    await setUnitPrice(p, 'ca', caBefore - 100);
    await runJob();

    const annMails = mailsTo(us.user.email);
    const beaMails = mailsTo(ca.user.email);
    expect(annMails).toHaveLength(1);
    expect(beaMails).toHaveLength(1);
    expect(mailsTo(bystander.user.email)).toHaveLength(0);
    expect(recipients(annMails[0]!)).toEqual([us.user.email]);
    expect(recipients(beaMails[0]!)).toEqual([ca.user.email]);
    expect(annMails[0]!.text).toContain(money(usBefore - 100, 'us'));
    expect(annMails[0]!.text).not.toContain('/ca/');
    expect(beaMails[0]!.text).toContain(money(caBefore - 100, 'ca'));
    for (const m of [...annMails, ...beaMails]) expect(m.text).not.toContain('@example.com');
  });
});

describe('when the SMTP server fails', () => {
  const pendingOf = async (userId: string) =>
    (await t.handle.db.select({ n: count() }).from(alertMails).where(and(eq(alertMails.userId, userId), eq(alertMails.status, 'pending'))))[0]!.n;

  it('down: nothing is marked sent, the attempt counts, the log has no password; the next run sends it once', async () => {
    const p = take();
    const { b, user } = await shopper('offline');
    await watch(b, p);
    await setUnitPrice(p, 'us', (await unitPrice(t.handle.db, p.id, 'us')) - 100);
    warnings.length = 0;
    await inbox.stop();
    try {
      const report = await runJob();
      expect(report).toMatchObject({ queued: 1, sent: 0, retrying: 1 });
    } finally {
      await inbox.start();
    }
    const [row] = await t.handle.db.select().from(alertMails).where(eq(alertMails.userId, user.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null, sentAt: null });
    expect(warnings.join('\n')).toContain('alert mail not sent: retried on a later run');
    expect(warnings.join('\n')).toContain('"command":"CONN"'); // refused at connect: the code (ESOCKET) and the verb, no message text
    expect(warnings.join('\n')).not.toContain(SMTP_PASSWORD);

    await runJob();
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await pendingOf(user.id)).toBe(0);
  });

  it('refusing (451): the same, and the mail goes out once when it accepts again', async () => {
    const p = take();
    const { b, user } = await shopper('refused');
    await watch(b, p);
    await setUnitPrice(p, 'us', (await unitPrice(t.handle.db, p.id, 'us')) - 100);
    inbox.refuse(true);
    try {
      expect(await runJob()).toMatchObject({ sent: 0, retrying: 1 });
      expect(await runJob()).toMatchObject({ sent: 0, retrying: 1 });
    } finally {
      inbox.refuse(false);
    }
    expect(mailsTo(user.email)).toHaveLength(0);
    expect((await t.handle.db.select().from(alertMails).where(eq(alertMails.userId, user.id)))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    await runJob();
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it(`gives a mail up after ${MAX_SEND_ATTEMPTS} failed attempts, and never sends it after`, async () => {
    const p = take();
    const { b, user } = await shopper('unlucky');
    await watch(b, p);
    await setUnitPrice(p, 'us', (await unitPrice(t.handle.db, p.id, 'us')) - 100);
    warnings.length = 0;
    inbox.refuse(true);
    try {
      for (let i = 0; i < MAX_SEND_ATTEMPTS; i++) await runJob();
    } finally {
      inbox.refuse(false);
    }
    expect((await t.handle.db.select().from(alertMails).where(eq(alertMails.userId, user.id)))[0]).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
    expect(warnings.join('\n')).toContain('alert mail given up');
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});

describe('housekeeping', () => {
  it('deletes sent mails after 90 days and keeps pending ones however old', async () => {
    const [kept, waiting] = [await shopper('kept'), await shopper('waiting')];
    const [sentItem, pendingItem] = [await watch(kept.b, take()), await watch(waiting.b, take())];
    const queued = await t.handle.db
      .insert(alertMails)
      .values(
        [
          { item: sentItem, userId: kept.user.id, status: 'sent' },
          { item: pendingItem, userId: waiting.user.id, status: 'pending' },
        ].map(({ item, userId, status }) => ({
          monitoredItemId: item.id,
          userId,
          kind: 'price_drop',
          changeKey: `housekeeping ${status}`,
          store: 'us',
          productName: 'Kept tee',
          productPath: '/kept-tee.html',
          oldAmount: 1500,
          newAmount: 1200,
          currency: 'USD',
          status,
          createdAt: new Date('2026-01-01T00:00:00Z'),
        })),
      )
      .returning({ id: alertMails.id });
    expect(queued).toHaveLength(2);
    await runHousekeeping(t.handle.db, new Date(new Date('2026-01-01T00:00:00Z').getTime() + ALERT_MAIL_KEPT_MS - 1));
    expect(await outboxOf(sentItem.id)).toHaveLength(1);
    await runHousekeeping(t.handle.db, new Date(new Date('2026-01-01T00:00:00Z').getTime() + ALERT_MAIL_KEPT_MS + 1));
    expect(await outboxOf(sentItem.id)).toHaveLength(0);
    expect(await outboxOf(pendingItem.id)).toHaveLength(1);
  });
});

describe('one mail per change, whoever runs the job', () => {
  it('a mail another instance has claimed (its lease holds) is not sent here; once the lease has run out, it is', async () => {
    const p = take();
    const { b, user } = await shopper('leased');
    await watch(b, p);
    await setUnitPrice(p, 'us', (await unitPrice(t.handle.db, p.id, 'us')) - 100);
    await detectAlertChanges(t.handle.db, new Date());
    const held = new Date(Date.now() + 60_000);
    // test set-up: the claim another instance would have made
    await t.handle.db.update(alertMails).set({ claimedUntil: held }).where(eq(alertMails.userId, user.id));
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(0);
    await runJob({ now: new Date(held.getTime() + 1) });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('the outbox refuses the same change queued twice (its unique key)', async () => {
    const p = take();
    const { b, user } = await shopper('twice');
    const alert = await watch(b, p);
    await setUnitPrice(p, 'us', (await unitPrice(t.handle.db, p.id, 'us')) - 100);
    await detectAlertChanges(t.handle.db, new Date());
    const [queued] = await outboxOf(alert.id);
    const { id: _id, ...again } = queued!;
    await t.handle.db.insert(alertMails).values(again).onConflictDoNothing();
    expect(await outboxOf(alert.id)).toHaveLength(1);
    await runJob();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('the mailer’s destination, logged at start, never carries the password', () => {
    expect(mailer.destination).toBe(`smtp://${new URL(inbox.url).host}`);
    expect(mailer.destination).not.toContain(SMTP_PASSWORD);
  });

  // PGlite has one connection, so runs there take turns: only PostgreSQL races
  it.runIf(Boolean(process.env.DATABASE_URL))('two instances running the job at the same time send exactly one email per change (PostgreSQL)', async () => {
    const other = await secondConnection(t.handle);
    const otherMailer = createMailer({ smtpUrl: inbox.url, outboxDir: '/nonexistent', from: FROM });
    try {
      const price = take();
      const stock = take();
      const stockSkus = await skusOf(stock);
      await stockOnly(stock, null);
      const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => shopper(`crowd${i}`)));
      for (const s of shoppers) {
        await watch(s.b, price);
        await watch(s.b, stock, { kind: 'back_in_stock' });
      }
      await setUnitPrice(price, 'us', (await unitPrice(t.handle.db, price.id, 'us')) - 100);
      await stockOnly(stock, stockSkus[0]!.id);
      // detect and send racing each other, then the send steps alone in small batches, several times over
      const pair = () => Promise.all([runJob(), runJob({ db: other.db, mailer: otherMailer })]);
      await pair();
      await pair();
      const sendPair = () =>
        Promise.all([
          sendAlertMails(t.handle.db, { mailer, publicOrigin: ORIGIN, now: () => new Date(), log, batchSize: 2 }),
          sendAlertMails(other.db, { mailer: otherMailer, publicOrigin: ORIGIN, now: () => new Date(), log, batchSize: 2 }),
        ]);
      await sendPair();
      for (const s of shoppers) {
        const subjects = mailsTo(s.user.email).map((m) => m.subject).sort();
        expect(subjects, s.user.email).toEqual([`Back in stock: ${stock.title}`, `Price drop: ${price.title}`]);
      }
    } finally {
      otherMailer.close();
      if (other !== t.handle) await other.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('two send steps on a full outbox take different mails (PostgreSQL)', async () => {
    const other = await secondConnection(t.handle);
    const otherMailer = createMailer({ smtpUrl: inbox.url, outboxDir: '/nonexistent', from: FROM });
    try {
      const p = take();
      const shoppers = await Promise.all(Array.from({ length: 16 }, (_, i) => shopper(`queue${i}`)));
      for (const s of shoppers) await watch(s.b, p);
      await setUnitPrice(p, 'us', (await unitPrice(t.handle.db, p.id, 'us')) - 100);
      await Promise.all([detectAlertChanges(t.handle.db, new Date()), detectAlertChanges(other.db, new Date())]);
      const [a, b] = await Promise.all([
        sendAlertMails(t.handle.db, { mailer, publicOrigin: ORIGIN, now: () => new Date(), log, batchSize: 3 }),
        sendAlertMails(other.db, { mailer: otherMailer, publicOrigin: ORIGIN, now: () => new Date(), log, batchSize: 3 }),
      ]);
      expect(a.sent + b.sent).toBe(16);
      for (const s of shoppers) expect(mailsTo(s.user.email), s.user.email).toHaveLength(1);
    } finally {
      otherMailer.close();
      if (other !== t.handle) await other.close();
    }
  });
});
