import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { forbidden } from './http-error';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = '_csrf';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route from the anti-forgery check (webhooks signed by their sender). */
    csrf?: boolean;
  }
}

export interface CsrfOptions {
  /** signs the secret cookie (and any other signed cookie); at least 32 characters */
  cookieSecret: string;
  /** send the secret cookie only over HTTPS; default true in production */
  secureCookie?: boolean;
}

/**
 * Anti-forgery for every state-changing route (§7: "All requests send … an anti-forgery token
 * header"). Double submit: a random secret lives in a signed, httpOnly cookie; the page gets a
 * token derived from it and sends it back in `x-csrf-token`.
 *
 * The gateway embeds the token in the document:
 *   app.get('/*', async (req, reply) => { const csrfToken = reply.generateCsrf(); … pageData.csrfToken = csrfToken … })
 * `generateCsrf()` sets the secret cookie on first use and returns a fresh token each call.
 *
 * Call (and await) this on the root instance before services register their routes: the
 * onRoute hook only sees routes added after it, in this context and its children.
 */
export async function registerCsrf(app: FastifyInstance, opts: CsrfOptions): Promise<void> {
  if (opts.cookieSecret.length < 32) throw new Error('registerCsrf: cookieSecret must be at least 32 characters');
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie, { secret: opts.cookieSecret });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_COOKIE,
    cookieOpts: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      secure: opts.secureCookie ?? process.env.NODE_ENV === 'production',
    },
    getToken: (req) => {
      const value = req.headers[CSRF_HEADER];
      return Array.isArray(value) ? value[0] : value;
    },
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => UNSAFE_METHODS.has(m.toUpperCase()))) return;
    if (route.config?.csrf === false) return;
    // onRequest, before the body is read or validated: a forged request is refused as such (403),
    // never answered with what its body got wrong.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireCsrf, ...existing];
  });
}

/**
 * The onRequest hook registerCsrf puts on POST/PUT/PATCH/DELETE routes; usable directly on a route
 * registered elsewhere. Answers 403 `csrf_missing` / `csrf_invalid` with a message a person can act on.
 */
export function requireCsrf(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const token = request.headers[CSRF_HEADER];
  if (!token) {
    done(forbidden('csrf_missing', `Missing anti-forgery token: send the page's token in the ${CSRF_HEADER} header.`));
    return;
  }
  // On failure the plugin sends FST_CSRF_* errors itself; toApiError words them.
  this.csrfProtection(request, reply, done);
}
