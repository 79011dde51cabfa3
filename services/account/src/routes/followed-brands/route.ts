import type { FastifyInstance } from 'fastify';
import { followBrandResponse, followedBrandParams, followedBrandsResponse, successResponse } from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { followBrand, listFollowedBrands, unfollowBrand } from '../../domain/brands/followed-brands';
import type { RouteContext } from '../route-context';
import { signedInUser } from '../signed-in-user';

const PATH = '/api/users/followed_brands';

/**
 * Followed brands (issue 15, §7 "follow or unfollow"): the signed-in shopper's own (a guest gets
 * 401); writes carry the anti-forgery token. Follow is a PUT: doing it twice is one follow.
 */
export function followedBrandRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const { preValidation, userIdOf } = signedInUser(ctx, 'Sign in to follow brands.');

  r.get(PATH, { preValidation, schema: { response: { 200: followedBrandsResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { brands: await listFollowedBrands(ctx.db, userIdOf(req)) };
  });

  r.put(`${PATH}/:slug`, { preValidation, schema: { params: followedBrandParams, response: { 200: followBrandResponse, 201: followBrandResponse } } }, async (req, reply) => {
    const { brand, created } = valueOrThrow(await followBrand(ctx.db, userIdOf(req), req.params.slug, ctx.now()));
    return reply.code(created ? 201 : 200).send({ success: true, brand });
  });

  r.delete(`${PATH}/:slug`, { preValidation, schema: { params: followedBrandParams, response: { 200: successResponse } } }, async (req) => {
    valueOrThrow(await unfollowBrand(ctx.db, userIdOf(req), req.params.slug));
    return { success: true as const };
  });
}
