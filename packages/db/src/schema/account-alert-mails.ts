import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { account, users } from './account';
import { monitoredItems } from './account-favorites';

/**
 * The alert job's outbox: one row per alert email to send. The detect step inserts it in the
 * transaction that moves the alert's `last_notified_*` state, so a change is queued exactly when
 * it is recorded; the send step mails it later, outside any transaction. `change_key` names the
 * change (`price:1299`, `in_stock`, plus the notification it follows), and the unique key on
 * (monitored_item_id, change_key) refuses the same change queued twice. The row holds what the
 * mail says, as it was when detected; the address is read when sending (it may have changed).
 * Unsubscribing deletes the alert and, with it, what it had not sent yet.
 */
export const alertMails = account.table(
  'alert_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monitoredItemId: uuid('monitored_item_id')
      .notNull()
      .references(() => monitoredItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'price_drop' | 'back_in_stock' */
    kind: text('kind').notNull(),
    changeKey: text('change_key').notNull(),
    /** 'us' | 'ca': the prices' format and the links' store */
    store: text('store').notNull(),
    productName: text('product_name').notNull(),
    /** the product page's path in the store (`/ca/…` for Canada) */
    productPath: text('product_path').notNull(),
    /** price_drop: the price before (the baseline or the last one mailed) and now, minor units of `currency` */
    oldAmount: integer('old_amount'),
    newAmount: integer('new_amount'),
    currency: text('currency'),
    /** back_in_stock: what came back (a SKU code or a size; both null: any of the product) */
    sku: text('sku'),
    size: text('size'),
    inStock: boolean('in_stock'),
    /** 'pending' | 'sent' | 'failed' (given up after the send step's last attempt) */
    status: text('status').notNull().default('pending'),
    /** failed sends so far */
    attempts: integer('attempts').notNull().default(0),
    /** the lease: an instance sending this row holds it until then; null when nobody does */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('alert_mails_change_key').on(t.monitoredItemId, t.changeKey),
    // what the send step claims: pending rows, oldest first
    index('alert_mails_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('alert_mails_user_idx').on(t.userId),
    check('alert_mails_kind', sql`${t.kind} in ('price_drop', 'back_in_stock')`),
    check('alert_mails_store', sql`${t.store} in ('us', 'ca')`),
    check('alert_mails_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check(
      'alert_mails_facts',
      sql`(${t.kind} = 'price_drop' and ${t.oldAmount} is not null and ${t.newAmount} is not null and ${t.currency} in ('USD', 'CAD'))
       or (${t.kind} = 'back_in_stock' and ${t.inStock} is not null)`,
    ),
  ],
);
