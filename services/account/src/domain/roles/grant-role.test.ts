import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crafterProfiles, userRoles } from '@storefront/db';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';
import { crafter, granted, shopper } from '../../test-fixtures/roles-fixture';
import { grantRole } from './grant-role';

// The grant-role command's core (src/cli/grant-role.ts only reads the settings and prints).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ housekeepingIntervalMs: 0, alertsIntervalMs: 0 });
});
afterAll(() => t?.close());

const now = new Date('2026-04-01T12:00:00Z');
const grant = (email: string, role: string) => grantRole(t.handle.db, { email, role }, now);
const roleRows = (userId: string) => t.handle.db.select().from(userRoles).where(eq(userRoles.userId, userId));

describe('grantRole (pnpm --filter @storefront/account run grant-role <email> <role>)', () => {
  it('makes the first admin, found by email whatever its case and spaces; granting again changes nothing', async () => {
    const { b, user } = await shopper(t, 'Operator');
    const first = await grant(`  ${user.email.toUpperCase()} `, 'admin');
    expect(first).toEqual({ ok: true, value: { userId: user.id, email: user.email, granted: true, roles: ['shopper', 'admin'] } });
    expect(await roleRows(user.id)).toEqual([{ userId: user.id, role: 'admin', grantedAt: now, grantedBy: null }]);
    // the admin's session, already open, is an admin's at once
    expect((await b.get('/api/users/roles.json')).json()).toEqual({ roles: ['shopper', 'admin'] });

    const again = await grant(user.email, 'admin');
    expect(again).toMatchObject({ ok: true, value: { granted: false, roles: ['shopper', 'admin'] } });
    expect(await roleRows(user.id)).toHaveLength(1);
  });

  it('grants the roles whose screens come later (printer, brand page manager, staff)', async () => {
    const { user } = await shopper(t);
    for (const role of ['printer', 'brand_page_manager', 'staff']) expect((await grant(user.email, role)).ok).toBe(true);
    expect((await roleRows(user.id)).map((r) => r.role).sort()).toEqual(['brand_page_manager', 'printer', 'staff']);
  });

  it('refuses an unknown role, the implicit shopper, and an unknown email, writing nothing', async () => {
    const { user } = await shopper(t);
    expect(await grant(user.email, 'superuser')).toEqual({
      ok: false,
      problem: { kind: 'malformed', code: 'unknown_role', message: 'Unknown role "superuser": one of crafter, printer, brand_page_manager, staff, admin.' },
    });
    expect(await grant(user.email, 'shopper')).toMatchObject({ ok: false, problem: { kind: 'invalid', code: 'implicit_role' } });
    expect(await grant('nobody@example.com', 'admin')).toEqual({
      ok: false,
      problem: { kind: 'not_found', code: 'unknown_user', message: 'No account has the email nobody@example.com.' },
    });
    expect(await roleRows(user.id)).toEqual([]);
  });

  it('grants crafter only with an application on file, and restores a revoked crafter', async () => {
    const { user: bare } = await shopper(t);
    expect(await grant(bare.email, 'crafter')).toMatchObject({ ok: false, problem: { kind: 'invalid', code: 'no_crafter_application' } });
    expect(await roleRows(bare.id)).toEqual([]);

    const maker = await crafter(t);
    const admin = await granted(t, 'admin');
    expect((await admin.b.post(`/api/admin/crafters/${maker.user.id}/revoke`)).statusCode).toBe(200);
    const [revoked] = await t.handle.db.select().from(crafterProfiles).where(eq(crafterProfiles.userId, maker.user.id));
    expect(revoked).toMatchObject({ revokedAt: expect.any(Date), revokedBy: admin.user.id });

    expect(await grant(maker.user.email, 'crafter')).toMatchObject({ ok: true, value: { granted: true, roles: ['shopper', 'crafter'] } });
    const [restored] = await t.handle.db.select().from(crafterProfiles).where(eq(crafterProfiles.userId, maker.user.id));
    expect(restored).toMatchObject({ revokedAt: null, revokedBy: null, businessName: revoked!.businessName });
    expect((await maker.b.get('/api/users/crafter_profile.json')).statusCode).toBe(200);
  });
});
