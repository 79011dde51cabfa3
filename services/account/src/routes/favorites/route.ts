import type { FastifyInstance } from 'fastify';
import { addFavoriteBody, favoriteParams, libraryParams, setLibraryBody, favoriteResponse, favoritesQuery, favoritesResponse, successResponse, updateFavoriteNoteBody } from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { addFavorite, listFavorites, removeFavorite, setInLibrary, updateFavoriteNote } from '../../domain/favorites/favorites';
import type { RouteContext } from '../route-context';
import { signedInUser } from '../signed-in-user';

/** Where the shopper's favorites live: under /api/users, which the routing table gives the account service. */
const FAVORITES_PATH = '/api/users/favorites';

/**
 * Favorites (§3, §7): the signed-in shopper's own only (a guest gets 401, another shopper's is a
 * 404); writes carry the anti-forgery token (registerCsrf at the root checks every one).
 */
export function favoriteRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const { preValidation, userIdOf } = signedInUser(ctx, 'Sign in to keep favorites.');

  r.get(FAVORITES_PATH, { preValidation, schema: { querystring: favoritesQuery, response: { 200: favoritesResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return listFavorites(ctx.db, userIdOf(req), req.query);
  });

  r.post(FAVORITES_PATH, { preValidation, schema: { body: addFavoriteBody, response: { 200: favoriteResponse, 201: favoriteResponse } } }, async (req, reply) => {
    const { item, created } = valueOrThrow(await addFavorite(ctx.db, userIdOf(req), req.body));
    return reply.code(created ? 201 : 200).send({ success: true, item });
  });

  r.patch(
    `${FAVORITES_PATH}/:product`,
    { preValidation, schema: { params: favoriteParams, body: updateFavoriteNoteBody, response: { 200: favoriteResponse } } },
    async (req) => {
      const item = valueOrThrow(await updateFavoriteNote(ctx.db, userIdOf(req), { product: req.params.product, ...req.body }));
      return { success: true as const, item };
    },
  );

  // §7 "set to my library": one idempotent switch for pages that only know save or not
  r.put('/api/users/library/:slug', { preValidation, schema: { params: libraryParams, body: setLibraryBody, response: { 200: successResponse } } }, async (req) => {
    valueOrThrow(await setInLibrary(ctx.db, userIdOf(req), req.params.slug, req.body.save));
    return { success: true as const };
  });

  r.delete(`${FAVORITES_PATH}/:product`, { preValidation, schema: { params: favoriteParams, response: { 200: successResponse } } }, async (req) => {
    valueOrThrow(await removeFavorite(ctx.db, userIdOf(req), req.params.product));
    return { success: true as const };
  });
}
