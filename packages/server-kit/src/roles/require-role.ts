import type { FastifyRequest } from 'fastify';
import { ROLE_LABELS, type Role } from '@storefront/contracts';
import { rolesOf, type Database } from '@storefront/db';
import { forbidden, HttpError } from '../http-error';
import { readSession, type RequestSession } from '../session/read-session';

/** A signed-in user who holds the role asked for, with every role they hold. */
export type RoleHolder = RequestSession & { userId: string; user: NonNullable<RequestSession['user']>; roles: Role[] };

/** What to do to get the role, where there is something to do. */
const HOW_TO_GET: Partial<Record<Role, string>> = { crafter: ' Apply to become a crafter from your account.' };

/**
 * Deny by default: the request's session (read-only, as `readSession`) and the user's roles, read
 * from the database on every call (`rolesOf`), so a revoke takes effect at the very next request.
 * A guest (no session, or a guest session) is a 401; a signed-in user without the role a 403
 * `forbidden` naming the role.
 */
export async function requireRole(db: Database, req: FastifyRequest, role: Role | readonly Role[], now: Date = new Date()): Promise<RoleHolder> {
  // several roles: any one of them will do (a brand page is edited by its managers or by staff)
  const wanted: readonly Role[] = typeof role === 'string' ? [role] : role;
  const named = `${wanted.map((r) => ROLE_LABELS[r].toLowerCase()).join(' or ')} role`;
  const session = await readSession(db, req, now);
  if (!session?.userId || !session.user) throw new HttpError(401, 'sign_in_required', `Sign in to continue: this needs the ${named}.`);
  const roles = await rolesOf(db, session.userId);
  if (!wanted.some((r) => roles.includes(r))) {
    throw forbidden('forbidden', `This needs the ${named}, which your account does not have.${wanted.map((r) => HOW_TO_GET[r] ?? '').join('')}`);
  }
  return { ...session, userId: session.userId, user: session.user, roles };
}

/**
 * The same check as a route hook: `preValidation` answers 401/403 before the body or parameters
 * are validated (a shopper hears "not allowed", not about a field), and `holderOf(req)` gives the
 * handler who passed.
 *   const admin = roleGuard(db, 'admin');
 *   r.post(url, { preValidation: admin.preValidation, schema }, (req) => … admin.holderOf(req).userId …)
 */
export function roleGuard(db: Database, role: Role | readonly Role[], now: () => Date = () => new Date()) {
  const holders = new WeakMap<FastifyRequest, RoleHolder>();
  return {
    preValidation: async (req: FastifyRequest) => {
      holders.set(req, await requireRole(db, req, role, now()));
    },
    holderOf(req: FastifyRequest): RoleHolder {
      const holder = holders.get(req);
      // a route that forgot the hook must fail closed, never run as nobody
      if (!holder) throw new Error(`roleGuard(${String(role)}): the route did not run its preValidation hook`);
      return holder;
    },
  };
}
