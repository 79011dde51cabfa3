import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { errorHandler } from './error-handler';

let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.execute(sql`create temporary table fk_parent (id int primary key)`);
  await handle.db.execute(sql`create temporary table fk_child (parent_id int not null references fk_parent (id))`);
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  // a route that checked its parent, which was then deleted before the insert: the race, staged
  app.post('/children/:id', async (req) => {
    const id = Number((req.params as { id: string }).id);
    await handle.db.execute(sql`insert into fk_child (parent_id) values (${id})`);
    return { ok: true };
  });
  app.post('/broken', async () => handle.db.execute(sql`select * from no_such_table`));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

describe('a write whose referenced row is gone (foreign-key violation)', () => {
  it('is a 409 the caller can retry, not a 500, on the real database error', async () => {
    const res = await app.inject({ method: 'POST', url: '/children/42' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'reference_gone', message: 'Something this request refers to was removed just now. Reload the page and try again.' });
  });

  it('other database errors stay 500s with nothing shown', async () => {
    const res = await app.inject({ method: 'POST', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('no_such_table');
  });
});
