import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { addToCartResponse, digitalAddFields } from '@storefront/contracts';
import { parseOrThrow, valueOrThrow, withZod } from '@storefront/server-kit';
import { addDigitalAsset } from '../../domain/digital/add-digital-asset';
import type { RouteContext } from '../route-context';
import { ownerForWrite } from '../shopper';
import { DIGITAL_ADD_LIMITS, readDigitalAddForm, refuseLargeForm } from './digital-add-form';

/**
 * §7 Cart "POST /api/cart/digital_add (multipart form post; response total_items_qty, order_number)":
 * licences of a digital asset, `sku` + `quantity` (+ `store`, as every add takes), no file.
 * Answered like /api/cart/add. The anti-forgery check is the host's (registerCsrf's onRoute hook
 * reaches routes in this inner context too).
 */
export async function digitalRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  // its own context: multipart parsing and its limits apply to this form alone
  await app.register(async (form) => {
    await form.register(fastifyMultipart, { limits: DIGITAL_ADD_LIMITS, throwFileSizeLimit: true });
    withZod(form).post('/api/cart/digital_add', { onRequest: refuseLargeForm, schema: { response: { 200: addToCartResponse } } }, async (req, reply) => {
      // the whole form is read and checked before the shopper is resolved: a refusal writes nothing
      const fields = parseOrThrow(digitalAddFields, await readDigitalAddForm(req), 'body');
      const { owner, keep } = await ownerForWrite(ctx, req, reply);
      const added = valueOrThrow(await addDigitalAsset(ctx.db, owner, fields));
      keep();
      reply.header('cache-control', 'no-store');
      return { total_items_qty: added.totalItemsQty, order_number: added.orderNumber };
    });
  });
}
