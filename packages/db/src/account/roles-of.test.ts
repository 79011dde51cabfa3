import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANTED_ROLES } from '@storefront/contracts';
import type { DatabaseHandle } from '../client/create-database';
import { crafterProfiles, userRoles, users } from '../schema/account';
import { createTestDatabase } from '../testing/index';
import { rolesOf } from './roles-of';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);
afterAll(() => handle?.close());

let n = 0;
async function user() {
  const [row] = await handle.db
    .insert(users)
    .values({ email: `user${++n}@example.com`, name: 'User', passwordHash: 'x' })
    .returning();
  return row!.id;
}

/** The constraint a refused write broke (drizzle wraps the driver's error). */
async function brokenConstraint(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string; constraint?: string; constraint_name?: string } };
    const text = `${e.message} ${e.cause?.message ?? ''}`;
    return /constraint "([^"]+)"/.exec(text)?.[1] ?? text;
  }
  throw new Error('the write was accepted');
}

describe('rolesOf (account named read)', () => {
  it('is shopper alone for a user with no granted role, and for an unknown id', async () => {
    expect(await rolesOf(handle.db, await user())).toEqual(['shopper']);
    expect(await rolesOf(handle.db, '00000000-0000-4000-8000-000000000000')).toEqual(['shopper']);
  });

  it('lists shopper first, then the granted roles in ROLES order, whatever order they were granted in', async () => {
    const id = await user();
    const other = await user();
    await handle.db.insert(userRoles).values([...GRANTED_ROLES].reverse().map((role) => ({ userId: id, role })));
    await handle.db.insert(userRoles).values({ userId: other, role: 'printer' });
    expect(await rolesOf(handle.db, id)).toEqual(['shopper', 'crafter', 'printer', 'brand_page_manager', 'staff', 'admin']);
    expect(await rolesOf(handle.db, other)).toEqual(['shopper', 'printer']);
  });
});

describe('account.user_roles and account.crafter_profiles constraints', () => {
  it('store only granted role names, once per user', async () => {
    const id = await user();
    for (const role of ['shopper', 'superuser', 'Admin', '']) {
      expect(await brokenConstraint(handle.db.insert(userRoles).values({ userId: id, role }))).toBe('user_roles_role');
    }
    await handle.db.insert(userRoles).values({ userId: id, role: 'admin' });
    expect(await brokenConstraint(handle.db.insert(userRoles).values({ userId: id, role: 'admin' }))).toBe('user_roles_user_id_role_pk');
  });

  it('keep each tax number to its country, QST to Quebec, and a province for Canada only', async () => {
    const profile = async (fields: Partial<typeof crafterProfiles.$inferInsert>) =>
      brokenConstraint(handle.db.insert(crafterProfiles).values({ userId: await user(), businessName: 'Ink & Co', country: 'US', ...fields }));
    expect(await profile({ country: 'MX' })).toBe('crafter_profiles_country');
    expect(await profile({ country: 'CA' })).toBe('crafter_profiles_province');
    expect(await profile({ country: 'US', province: 'ON' })).toBe('crafter_profiles_province');
    expect(await profile({ country: 'CA', province: 'ON', ein: '12-3456789' })).toBe('crafter_profiles_ein');
    expect(await profile({ ein: '123456789' })).toBe('crafter_profiles_ein');
    expect(await profile({ gstHstNumber: '123456789RT0001' })).toBe('crafter_profiles_gst_hst');
    expect(await profile({ country: 'CA', province: 'ON', gstHstNumber: '123456789 RT 0001' })).toBe('crafter_profiles_gst_hst');
    expect(await profile({ country: 'CA', province: 'ON', qstNumber: '1234567890TQ0001' })).toBe('crafter_profiles_qst');
    expect(await profile({ country: 'CA', province: 'QC', qstNumber: '1234567890RT0001' })).toBe('crafter_profiles_qst');

    const ok = async (fields: Partial<typeof crafterProfiles.$inferInsert>) =>
      handle.db.insert(crafterProfiles).values({ userId: await user(), businessName: 'Ink & Co', country: 'US', ...fields });
    await ok({ ein: '12-3456789' });
    await ok({ country: 'CA', province: 'QC', gstHstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
    await ok({ country: 'CA', province: 'BC' });
  });
});
