import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartView } from '@storefront/contracts';
import { notFound, valueOrThrow } from '@storefront/server-kit';
import { changeLineQuantity, removeLineItem } from '../../domain/change-line-item';
import type { RouteContext } from '../route-context';
import { currentOwner } from '../shopper';

const NO_SUCH_LINE = 'No such item in your cart.';

/**
 * The cart after one of the shopper's lines changed quantity: the one reply of the cart's
 * line-item routes (`/api/v2/cart/line_items/{id}.json` and the blanks order's). Another
 * shopper's line, or none at all, is a 404.
 */
export async function changedLineReply(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply, lineItemId: string, quantity: number): Promise<{ cart: CartView }> {
  const owner = await currentOwner(ctx, req, reply);
  if (!owner) throw notFound(NO_SUCH_LINE);
  reply.header('cache-control', 'no-store');
  return { cart: valueOrThrow(await changeLineQuantity(ctx.db, owner, lineItemId, quantity, ctx.imageBaseUrl, ctx.now())) };
}

/** The cart after one of the shopper's lines was removed (`orderNumber`, when the path names one, must be that cart's). */
export async function removedLineReply(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply, orderNumber: string | undefined, lineItemId: string): Promise<{ cart: CartView }> {
  const owner = await currentOwner(ctx, req, reply);
  if (!owner) throw notFound(NO_SUCH_LINE);
  reply.header('cache-control', 'no-store');
  return { cart: valueOrThrow(await removeLineItem(ctx.db, owner, orderNumber, lineItemId, ctx.imageBaseUrl, ctx.now())) };
}
