import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShopper } from '@storefront/testing';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

const TOKEN = 'operator-token-at-least-24-characters';

describe('PUT /api/staff/roles (the operator grants a role over HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ staffApiToken: TOKEN });
  });
  afterAll(() => t.close());

  const grant = (body: unknown, auth: string | null = `Bearer ${TOKEN}`) =>
    t.app.inject({ method: 'PUT', url: '/api/staff/roles', payload: body as object, headers: auth ? { authorization: auth } : {} });

  it('grants with the staff token, once; the role then holds', async () => {
    const user = await insertShopper(t.handle.db, 'brand-manager@example.com');
    const first = await grant({ email: 'Brand-Manager@Example.com', role: 'brand_page_manager' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ user_id: user.id, email: 'brand-manager@example.com', granted: true, roles: ['shopper', 'brand_page_manager'] });
    expect((await grant({ email: 'brand-manager@example.com', role: 'brand_page_manager' })).json().granted).toBe(false);
    expect((await grant({ email: 'brand-manager@example.com', role: 'staff' })).json().roles).toEqual(['shopper', 'brand_page_manager', 'staff']);
  });

  it('refuses without the token, and bad input with a clear 4xx', async () => {
    await insertShopper(t.handle.db, 'someone@example.com');
    expect((await grant({ email: 'someone@example.com', role: 'staff' }, null)).statusCode).toBe(401);
    expect((await grant({ email: 'someone@example.com', role: 'staff' }, 'Bearer wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    expect((await grant({ email: 'nobody@example.com', role: 'staff' })).statusCode).toBe(404);
    const unknown = await grant({ email: 'someone@example.com', role: 'superuser' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatch(/must be one of crafter, printer, brand_page_manager, staff, admin/);
    expect((await grant({ email: 'someone@example.com', role: 'shopper' })).statusCode).toBe(400);
    expect((await grant({ email: 'not-an-email', role: 'staff' })).statusCode).toBe(400);
    expect((await grant({ email: 'someone@example.com', role: 'staff', extra: 1 })).statusCode).toBe(400);
  });

  it('does not exist without a configured token', async () => {
    const off = await buildTestApp();
    try {
      expect((await off.app.inject({ method: 'PUT', url: '/api/staff/roles', payload: { email: 'a@example.com', role: 'staff' }, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
