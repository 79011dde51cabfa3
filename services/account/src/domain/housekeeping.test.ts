import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, sessions, signInEvents, users, type DatabaseHandle } from '@storefront/db';
import { hitRateLimit } from '@storefront/server-kit';
import { createTestDatabase } from '@storefront/testing';
import { runHousekeeping } from './housekeeping';

describe('runHousekeeping', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  it('deletes expired sessions and ended rate-limit windows, and keeps live ones', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    await handle.db.insert(sessions).values([
      { id: 'expired', expiresAt: new Date('2026-11-21T11:59:59Z') },
      { id: 'live', expiresAt: new Date('2026-11-21T12:00:01Z') },
    ]);
    await hitRateLimit(handle.db, 'ended', { max: 5, windowMs: 1_000 }, new Date('2026-11-21T11:00:00Z'));
    await hitRateLimit(handle.db, 'running', { max: 5, windowMs: 60_000 }, new Date('2026-11-21T11:59:30Z'));

    await runHousekeeping(handle.db, now);

    const left = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from account.sessions order by id`)).map((r) => r.id);
    expect(left).toEqual(['live']);
    const keys = rowsOf<{ key: string }>(await handle.db.execute(sql`select key from platform.rate_limits order by key`)).map((r) => r.key);
    expect(keys).toEqual(['running']);
  });

  it('deletes sign-in events past their 30-day horizon (a guest cart cookie is gone by then), and keeps recent ones', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const [user] = await handle.db.insert(users).values({ email: 'events@example.com', name: 'E', passwordHash: 'x' }).returning();
    await handle.db.insert(signInEvents).values([
      { userId: user!.id, guestCartTokenHash: 'old', createdAt: new Date('2026-10-22T12:00:00Z') },
      { userId: user!.id, guestCartTokenHash: 'recent', createdAt: new Date('2026-10-22T12:00:01Z') },
    ]);

    await runHousekeeping(handle.db, now);

    const left = rowsOf<{ h: string }>(await handle.db.execute(sql`select guest_cart_token_hash as h from account.sign_in_events`)).map((r) => r.h);
    expect(left).toEqual(['recent']);
  });
});
