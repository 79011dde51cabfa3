import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createLocationBody, currentLocationResponse, locationResponse, locationsResponse, storeCode } from '@storefront/contracts';
import { HttpError, notFound, valueOrThrow, withZod } from '@storefront/server-kit';
import { resolveSession } from '../../domain/resolve-session';
import { checkDeliverToCode, MALFORMED_CODE_MESSAGE, parseDeliverToCode } from '../../domain/locations/deliver-to-code';
import { currentLocation } from '../../domain/locations/current-location';
import { addLocation, getLocation, listLocations, removeLocation, type LocationsEffect, type LocationsOwner } from '../../domain/locations/shopper-locations';
import type { RouteContext } from '../route-context';
import { sessionToken } from '../session-cookies';
import { browserLocationsCookie, mirrorDeliveryZip, setBrowserLocationsCookie } from './location-cookies';

const NO_SUCH_LOCATION = 'No such location among your saved locations.';
const idParams = z.object({ id: z.string().min(1).max(64) });
const zipcodeParams = z.object({ zipcode: z.string().min(1).max(16) });
const currentQuery = z.object({ store: storeCode.default('us') });

/**
 * Deliver-to locations (§7). Signed-in shoppers' live in account.locations, guests' in a cookie;
 * either way the current one is mirrored in the `delivery_zip` cookie for the estimate endpoints.
 */
export function locationRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);

  const ownerOf = async (req: FastifyRequest): Promise<LocationsOwner> => {
    const session = await resolveSession(ctx.db, sessionToken(req), ctx.now());
    return session?.userId ? { userId: session.userId } : { userId: null, browserCookie: browserLocationsCookie(req) };
  };
  const applyEffect = (req: FastifyRequest, reply: FastifyReply, effect: LocationsEffect) => {
    if (effect.browserCookie !== undefined) setBrowserLocationsCookie(reply, effect.browserCookie, ctx.secureCookies);
    mirrorDeliveryZip(req, reply, effect.current, ctx.secureCookies);
    reply.header('cache-control', 'no-store');
  };

  r.get('/api/locations.json', { schema: { response: { 200: locationsResponse } } }, async (req, reply) => {
    const { locations, ...effect } = await listLocations(ctx.db, await ownerOf(req));
    applyEffect(req, reply, effect);
    return { locations };
  });

  r.post('/api/locations.json', { schema: { body: createLocationBody, response: { 201: locationResponse } } }, async (req, reply) => {
    const code = valueOrThrow(checkDeliverToCode(req.body.zipcode, req.body.store));
    const added = valueOrThrow(await addLocation(ctx.db, await ownerOf(req), code));
    applyEffect(req, reply, added);
    return reply.code(201).send({ location: added.location });
  });

  // Static before parametric: Fastify matches current_location ahead of :id.
  r.get('/api/locations/current_location', { schema: { querystring: currentQuery, response: { 200: currentLocationResponse } } }, async (req, reply) => {
    const { response, current } = await currentLocation(ctx.db, await ownerOf(req), req.query.store);
    applyEffect(req, reply, { current });
    return response;
  });

  r.get('/api/locations/:id', { schema: { params: idParams, response: { 200: locationResponse } } }, async (req, reply) => {
    const location = await getLocation(ctx.db, await ownerOf(req), req.params.id);
    if (!location) throw notFound(NO_SUCH_LOCATION);
    reply.header('cache-control', 'no-store');
    return { location };
  });

  r.delete('/api/locations/:zipcode', { schema: { params: zipcodeParams, response: { 200: locationsResponse } } }, async (req, reply) => {
    const code = parseDeliverToCode(req.params.zipcode);
    if (!code) throw new HttpError(400, 'invalid_zipcode', MALFORMED_CODE_MESSAGE, { zipcode: [MALFORMED_CODE_MESSAGE] });
    const left = await removeLocation(ctx.db, await ownerOf(req), code.zipcode);
    if (!left) throw notFound(NO_SUCH_LOCATION);
    const { locations, ...effect } = left;
    applyEffect(req, reply, effect);
    return { locations };
  });
}
