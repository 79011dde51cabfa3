import type { FastifyRequest } from 'fastify';
import { crafterBusinessOf, type CrafterBusiness } from '@storefront/db';
import { forbidden, roleGuard } from '@storefront/server-kit';
import type { RouteContext } from './route-context';

/** The crafter a portal request is for: their user id (the owner of every row they touch), business and store. */
export interface Crafter {
  userId: string;
  business: CrafterBusiness;
  store: 'us' | 'ca';
  currency: 'USD' | 'CAD';
}

/**
 * The portal's guard: the crafter role (401 for a guest, 403 without it; read per request, so a
 * revoke takes effect at once) and a standing business profile. The crafter works in the store of
 * their business's country.
 *   const crafter = crafterGuard(ctx);
 *   r.get(url, { preValidation: crafter.preValidation, … }, (req) => … crafter.of(req).userId …)
 */
export function crafterGuard(ctx: RouteContext) {
  const role = roleGuard(ctx.db, 'crafter', ctx.now);
  const crafters = new WeakMap<FastifyRequest, Crafter>();
  return {
    preValidation: async (req: FastifyRequest) => {
      await role.preValidation(req);
      const userId = role.holderOf(req).userId;
      const business = await crafterBusinessOf(ctx.db, userId);
      // a role granted from the CLI without an application has no business to quote for yet
      if (!business) throw forbidden('crafter_profile_required', 'Finish your crafter application on your account page first.');
      crafters.set(req, { userId, business, store: business.country === 'CA' ? 'ca' : 'us', currency: business.country === 'CA' ? 'CAD' : 'USD' });
    },
    of(req: FastifyRequest): Crafter {
      const crafter = crafters.get(req);
      if (!crafter) throw new Error('crafterGuard: the route did not run its preValidation hook');
      return crafter;
    },
  };
}
