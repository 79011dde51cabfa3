import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { NAME_COOKIE } from '@storefront/contracts';
import { SESSION_COOKIE } from '../domain/session-policy';

/**
 * `sid`: the session token, httpOnly. `name`: the display name for the header's greeting (§6),
 * readable by scripts, URL-encoded by @fastify/cookie. Both SameSite=Lax on Path=/, Secure when
 * asked, and expire with the session's absolute lifetime.
 */
export function setSessionCookies(reply: FastifyReply, opts: { token: string; name: string; expiresAt: Date; secure: boolean }): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: opts.secure, expires: opts.expiresAt };
  reply.setCookie(SESSION_COOKIE, opts.token, { ...base, httpOnly: true });
  reply.setCookie(NAME_COOKIE, opts.name, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
  reply.clearCookie(NAME_COOKIE, { path: '/', sameSite: 'lax', secure });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

export function hasNameCookie(request: FastifyRequest): boolean {
  return request.cookies[NAME_COOKIE] !== undefined;
}
