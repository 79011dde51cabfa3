import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { crafter, granted, shopper, US_APPLICATION, type Actor } from '../../test-fixtures/roles-fixture';

/**
 * Every route of issue 14's "Roles" slice, walked as a guest, a shopper, a crafter and an admin.
 * Each cell gets fresh people, so one cell's write (an application, a revoke) never decides another's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ housekeepingIntervalMs: 0, alertsIntervalMs: 0 });
});
afterAll(() => t?.close());

type Who = 'guest' | 'shopper' | 'crafter' | 'admin';
const WHO: Who[] = ['guest', 'shopper', 'crafter', 'admin'];

async function as(who: Who): Promise<Actor | { b: TestBrowser; user: null }> {
  if (who === 'guest') return { b: new TestBrowser(t.app), user: null };
  if (who === 'shopper') return shopper(t);
  if (who === 'crafter') return crafter(t);
  return granted(t, 'admin');
}

interface RouteCase {
  name: string;
  call(b: TestBrowser): Promise<{ statusCode: number; json(): unknown }>;
  expected: Record<Who, number>;
}

const ROUTES: RouteCase[] = [
  { name: 'GET /api/users/roles.json', call: (b) => b.get('/api/users/roles.json'), expected: { guest: 401, shopper: 200, crafter: 200, admin: 200 } },
  {
    name: 'GET /api/users/crafter_profile.json (crafters only)',
    call: (b) => b.get('/api/users/crafter_profile.json'),
    expected: { guest: 401, shopper: 403, crafter: 200, admin: 403 },
  },
  {
    name: 'POST /api/users/crafter_application',
    call: (b) => b.post('/api/users/crafter_application', US_APPLICATION),
    // an admin is not a crafter until they apply; a crafter already is one
    expected: { guest: 401, shopper: 201, crafter: 409, admin: 201 },
  },
  {
    name: 'POST /api/admin/crafters/:userId/revoke (a crafter’s id)',
    call: async (b) => b.post(`/api/admin/crafters/${(await crafter(t, 'target')).user.id}/revoke`),
    expected: { guest: 401, shopper: 403, crafter: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/crafters/:userId/revoke (a shopper’s id)',
    call: async (b) => b.post(`/api/admin/crafters/${(await shopper(t, 'bystander')).user.id}/revoke`),
    expected: { guest: 401, shopper: 403, crafter: 403, admin: 404 },
  },
  {
    name: 'POST /api/admin/crafters/:userId/revoke (an id that is nobody’s)',
    call: (b) => b.post('/api/admin/crafters/00000000-0000-4000-8000-000000000000/revoke'),
    expected: { guest: 401, shopper: 403, crafter: 403, admin: 404 },
  },
  {
    name: 'POST /api/admin/crafters/:userId/revoke (not an id: the role is checked first)',
    call: (b) => b.post('/api/admin/crafters/not-a-uuid/revoke'),
    expected: { guest: 401, shopper: 403, crafter: 403, admin: 400 },
  },
];

describe('role matrix: every route × guest, shopper, crafter, admin', () => {
  for (const route of ROUTES) {
    it(route.name, async () => {
      const seen: Record<string, number> = {};
      for (const who of WHO) seen[who] = (await route.call((await as(who)).b)).statusCode;
      expect(seen).toEqual(route.expected);
    });
  }

  it('names what is missing: 401 sign in, 403 forbidden naming the role', async () => {
    const guest = await as('guest');
    expect((await guest.b.get('/api/users/crafter_profile.json')).json()).toEqual({ code: 'sign_in_required', message: 'Sign in to continue: this needs the crafter role.' });
    const { b } = await shopper(t);
    expect((await b.get('/api/users/crafter_profile.json')).json()).toEqual({
      code: 'forbidden',
      message: 'This needs the crafter role, which your account does not have. Apply to become a crafter from your account.',
    });
    expect((await b.post('/api/admin/crafters/00000000-0000-4000-8000-000000000000/revoke')).json()).toEqual({
      code: 'forbidden',
      message: 'This needs the admin role, which your account does not have.',
    });
  });

  it('answers each person’s own roles', async () => {
    expect((await (await as('shopper')).b.get('/api/users/roles.json')).json()).toEqual({ roles: ['shopper'] });
    expect((await (await as('crafter')).b.get('/api/users/roles.json')).json()).toEqual({ roles: ['shopper', 'crafter'] });
    expect((await (await as('admin')).b.get('/api/users/roles.json')).json()).toEqual({ roles: ['shopper', 'admin'] });
  });
});

describe('revoking a crafter', () => {
  it('takes effect at the crafter’s very next request, in the session they already hold', async () => {
    const maker = await crafter(t, 'maker');
    const admin = await granted(t, 'admin');
    expect((await maker.b.get('/api/users/crafter_profile.json')).statusCode).toBe(200);

    const res = await admin.b.post(`/api/admin/crafters/${maker.user.id}/revoke`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_id: maker.user.id,
      roles: ['shopper'],
      crafter: expect.objectContaining({ business_name: US_APPLICATION.business_name, revoked_at: expect.any(String) }),
    });

    const next = await maker.b.get('/api/users/crafter_profile.json');
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ code: 'forbidden' });
    expect((await maker.b.get('/api/users/roles.json')).json()).toEqual({ roles: ['shopper'] });
    // revoked already: nothing left to revoke
    expect((await admin.b.post(`/api/admin/crafters/${maker.user.id}/revoke`)).statusCode).toBe(404);
  });

  it('needs the anti-forgery token even from an admin', async () => {
    const maker = await crafter(t, 'kept');
    const admin = await granted(t, 'admin');
    expect((await admin.b.post(`/api/admin/crafters/${maker.user.id}/revoke`, undefined, { csrf: false })).statusCode).toBe(403);
    expect((await maker.b.get('/api/users/crafter_profile.json')).statusCode).toBe(200);
  });
});
