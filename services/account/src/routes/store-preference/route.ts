import type { FastifyInstance } from 'fastify';
import { STORE_PREFERENCE_COOKIE, storePreferenceBody, storePreferenceResponse } from '@storefront/contracts';
import { withZod } from '@storefront/server-kit';
import type { RouteContext } from '../route-context';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * POST /api/store_preference (§7): the visitor's answer to the Canada store redirect modal, kept a
 * year in a cookie scripts can read (it holds no secret), so the modal is not offered again.
 */
export function storePreferenceRoutes(app: FastifyInstance, ctx: RouteContext) {
  withZod(app).post('/api/store_preference', { schema: { body: storePreferenceBody, response: { 200: storePreferenceResponse } } }, async (req, reply) => {
    reply.setCookie(STORE_PREFERENCE_COOKIE, req.body.store, { path: '/', sameSite: 'lax', httpOnly: false, secure: ctx.secureCookies, maxAge: YEAR_S });
    reply.header('cache-control', 'no-store');
    return { store: req.body.store };
  });
}
