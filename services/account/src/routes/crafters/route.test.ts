import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crafterApplicationResponse, crafterProfileResponse } from '@storefront/contracts';
import { crafterProfiles, userRoles } from '@storefront/db';
import { grantRole } from '../../domain/roles/grant-role';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { crafter, granted, shopper, US_APPLICATION } from '../../test-fixtures/roles-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ housekeepingIntervalMs: 0, alertsIntervalMs: 0 });
});
afterAll(() => t?.close());

const apply = (b: TestBrowser, body: unknown) => b.post('/api/users/crafter_application', body);
const profileRows = (userId: string) => t.handle.db.select().from(crafterProfiles).where(eq(crafterProfiles.userId, userId));
const roleRows = (userId: string) => t.handle.db.select().from(userRoles).where(eq(userRoles.userId, userId));

describe('POST /api/users/crafter_application', () => {
  it('approves a US business at once: profile saved (EIN normalised), crafter role granted by the store, both answered', async () => {
    const { b, user } = await shopper(t, 'ann');
    const res = await apply(b, { business_name: '  Ann’s Prints ', country: 'US', ein: '123456789' });
    expect(res.statusCode, res.body).toBe(201);
    const body = crafterApplicationResponse.parse(res.json());
    expect(body).toEqual({
      roles: ['shopper', 'crafter'],
      crafter: {
        business_name: 'Ann’s Prints',
        country: 'US',
        province: null,
        ein: '12-3456789',
        gst_hst_number: null,
        qst_number: null,
        approved_at: expect.any(String),
        revoked_at: null,
      },
    });
    expect(await roleRows(user.id)).toEqual([{ userId: user.id, role: 'crafter', grantedAt: expect.any(Date), grantedBy: null }]);
    expect(await profileRows(user.id)).toHaveLength(1);

    const read = await b.get('/api/users/crafter_profile.json');
    expect(read.statusCode).toBe(200);
    expect(crafterProfileResponse.parse(read.json())).toEqual({ crafter: body.crafter });
  });

  it('takes a Quebec business’s GST/HST and QST numbers typed loosely, and a Canadian one with none', async () => {
    const { b } = await shopper(t, 'luc');
    const res = await apply(b, { business_name: 'Atelier Luc', country: 'CA', province: 'qc', gst_hst_number: '123456789 rt 0001', qst_number: '1234567890-tq-0001', ein: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().crafter).toMatchObject({ country: 'CA', province: 'QC', ein: null, gst_hst_number: '123456789RT0001', qst_number: '1234567890TQ0001' });

    const { b: bea } = await shopper(t, 'bea');
    const plain = await apply(bea, { business_name: 'Bea Makes', country: 'CA', province: 'BC', gst_hst_number: null, qst_number: '' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().crafter).toMatchObject({ province: 'BC', gst_hst_number: null, qst_number: null });
  });

  it('answers bad input 400 with field errors and writes nothing', async () => {
    const { b, user } = await shopper(t, 'typo');
    const cases: [unknown, Record<string, string[]>][] = [
      [{ country: 'US' }, { business_name: ['must be a string'] }],
      [{ business_name: '   ', country: 'US' }, { business_name: ['is required'] }],
      [{ business_name: 'X', country: 'MX' }, { country: ['must be one of US, CA'] }],
      [{ business_name: 'X', country: 'US', ein: '12-34567' }, { ein: ['must be an EIN like 12-3456789'] }],
      [
        { business_name: 'X', country: 'US', province: 'ON', gst_hst_number: '123456789RT0001', qst_number: '1234567890TQ0001' },
        {
          province: ['is only asked of Canadian businesses'],
          gst_hst_number: ['is a Canadian tax number: leave it empty for a US business'],
          qst_number: ['is a Canadian tax number: leave it empty for a US business'],
        },
      ],
      [{ business_name: 'X', country: 'CA' }, { province: ['is required for a Canadian business'] }],
      [{ business_name: 'X', country: 'CA', province: 'NY' }, { province: ['must be a Canadian province or territory code such as ON or QC'] }],
      [{ business_name: 'X', country: 'CA', province: 'ON', ein: '12-3456789' }, { ein: ['is a US tax number: leave it empty for a Canadian business'] }],
      [{ business_name: 'X', country: 'CA', province: 'ON', gst_hst_number: '123456789TQ0001' }, { gst_hst_number: ['must be a business number like 123456789RT0001'] }],
      [{ business_name: 'X', country: 'CA', province: 'ON', qst_number: '1234567890TQ0001' }, { qst_number: ['is only for businesses in Quebec'] }],
      [{ business_name: 'X', country: 'CA', province: 'QC', qst_number: '123456789TQ0001' }, { qst_number: ['must be a QST number like 1234567890TQ0001'] }],
      [{ ...US_APPLICATION, approved: true }, { approved: ['is not a known parameter'] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await apply(b, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'invalid_request', fieldErrors });
    }
    expect(await profileRows(user.id)).toEqual([]);
    expect(await roleRows(user.id)).toEqual([]);
    expect((await b.get('/api/users/roles.json')).json()).toEqual({ roles: ['shopper'] });
  });

  it('answers a second application 409 and keeps the first business as it was', async () => {
    const { b, user } = await crafter(t, 'twice');
    const before = await profileRows(user.id);
    const res = await apply(b, { business_name: 'Another Name', country: 'CA', province: 'ON' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'already_crafter', message: 'You are already a crafter.' });
    expect(await profileRows(user.id)).toEqual(before);
    expect(await roleRows(user.id)).toHaveLength(1);
  });

  it('does not let a revoked crafter re-approve themselves (409); the operator’s grant restores them', async () => {
    const { b, user } = await crafter(t, 'revoked');
    const admin = await granted(t, 'admin');
    expect((await admin.b.post(`/api/admin/crafters/${user.id}/revoke`)).statusCode).toBe(200);
    const res = await apply(b, US_APPLICATION);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'crafter_revoked', message: 'Your crafter access was revoked. Contact us to have it restored.' });
    expect(await roleRows(user.id)).toEqual([]);

    const restored = await grantRole(t.handle.db, { email: user.email, role: 'crafter' }, new Date());
    expect(restored.ok).toBe(true);
    const back = await b.get('/api/users/crafter_profile.json');
    expect(back.statusCode).toBe(200);
    expect(back.json().crafter).toMatchObject({ business_name: US_APPLICATION.business_name, revoked_at: null });
  });

  it('needs a signed-in user (401, before the body is read) and the anti-forgery token (403), writing nothing', async () => {
    const guest = new TestBrowser(t.app);
    const res = await apply(guest, { nonsense: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message: 'Sign in to apply to become a crafter.' });

    const { b, user } = await shopper(t, 'forged');
    expect((await b.post('/api/users/crafter_application', US_APPLICATION, { csrf: false })).statusCode).toBe(403);
    expect(await profileRows(user.id)).toEqual([]);
    expect(await roleRows(user.id)).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('crafter applications under concurrency (PostgreSQL only: PGlite has one connection)', () => {
  it('ten applications at once from one shopper: one approval, nine 409s, one profile, one role', async () => {
    const { b, user } = await shopper(t, 'eager');
    await b.csrfToken();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => apply(b, { ...US_APPLICATION, business_name: `Eager ${i}` })));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const winner = answers.find((r) => r.statusCode === 201)!.json().crafter.business_name;
    expect((await profileRows(user.id)).map((p) => p.businessName)).toEqual([winner]);
    expect(await roleRows(user.id)).toHaveLength(1);
  });
});
