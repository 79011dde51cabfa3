import type { FastifyInstance } from 'fastify';
import { addressBody, addressListResponse, addressParams, addressResponse, validatedAddressResponse } from '@storefront/contracts';
import { notFound, withZod } from '@storefront/server-kit';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '../../domain/saved-addresses';
import type { RouteContext } from '../route-context';
import { signedInUser } from '../signed-in-user';
import { checkShipAddress } from './ship-address-check';

const NO_SUCH_ADDRESS = 'No such address in your account.';

/** Saved addresses of the signed-in user; another user's address is a 404, a guest gets 401. */
export function addressRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  const { preValidation, userIdOf: signedInUserId } = signedInUser(ctx, 'Sign in to manage your addresses.');

  r.get('/api/account/addresses', { preValidation, schema: { response: { 200: addressListResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { addresses: await listAddresses(ctx.db, signedInUserId(req)) };
  });

  // POST /account/addresses is the spec's path; /api/account/addresses sits beside the other verbs.
  for (const url of ['/account/addresses', '/api/account/addresses']) {
    r.post(url, { preValidation, schema: { body: addressBody, response: { 201: addressResponse } } }, async (req, reply) => {
      const address = await createAddress(ctx.db, signedInUserId(req), req.body);
      return reply.code(201).send({ address });
    });
  }

  r.put('/api/account/addresses/:id', { preValidation, schema: { params: addressParams, body: addressBody, response: { 200: addressResponse } } }, async (req) => {
    const address = await updateAddress(ctx.db, signedInUserId(req), req.params.id, req.body);
    if (!address) throw notFound(NO_SUCH_ADDRESS);
    return { address };
  });

  // Anyone may check an address (guests at checkout): the normalised address, or 422 with field errors.
  r.post('/api/addresses/validate', { schema: { response: { 200: validatedAddressResponse } } }, async (req, reply) => {
    const checked = checkShipAddress(req.body);
    if (!checked.ok) throw checked.error;
    reply.header('cache-control', 'no-store');
    return { address: checked.address };
  });

  r.delete('/api/account/addresses/:id', { preValidation, schema: { params: addressParams } }, async (req, reply) => {
    if (!(await deleteAddress(ctx.db, signedInUserId(req), req.params.id))) throw notFound(NO_SUCH_ADDRESS);
    return reply.code(204).send();
  });
}
