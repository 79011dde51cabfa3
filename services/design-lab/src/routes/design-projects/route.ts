import type { FastifyInstance } from 'fastify';
import {
  createProjectBody,
  latestProjectQuery,
  latestProjectResponse,
  MAX_PROJECTS_PER_OWNER,
  projectParams,
  projectResponse,
  projectsResponse,
  updateProjectBody,
} from '@storefront/contracts';
import { valueOrThrow, withZod } from '@storefront/server-kit';
import { createProject, deleteProject, getProject, latestProject, listProjects, updateProject } from '../../domain/design-projects';
import type { RouteContext } from '../route-context';
import { currentOwner, ownerForWrite } from '../shopper';
import { refuseTooManyLayers } from './layer-limit';

/**
 * The shopper's design projects (owner-scoped: another shopper's is not found):
 * GET    /api/made/design_projects                   mine, most recently saved first
 * POST   /api/made/design_projects                   create (a guest gets the `cart` cookie)
 * GET    /api/made/design_projects/latest?product=   my latest on a made product ({ project: null } if none)
 * GET    /api/made/design_projects/{id}              one
 * PUT    /api/made/design_projects/{id}              autosave (names the revision it edited: stale → 409)
 * DELETE /api/made/design_projects/{id}              delete (204)
 */
export function designProjectRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const noStore = { onSend: async (_req: unknown, reply: { header(k: string, v: string): unknown }) => void reply.header('cache-control', 'no-store') };

  r.get('/api/made/design_projects', { ...noStore, schema: { response: { 200: projectsResponse } } }, async (req) => ({
    projects: await listProjects(ctx.db, await currentOwner(ctx, req)),
    limit: MAX_PROJECTS_PER_OWNER,
  }));

  r.post(
    '/api/made/design_projects',
    { ...noStore, preValidation: refuseTooManyLayers, schema: { body: createProjectBody, response: { 201: projectResponse } } },
    async (req, reply) => {
      const { owner, keep } = await ownerForWrite(ctx, req, reply);
      const project = valueOrThrow(await createProject(ctx.db, owner, { name: req.body.name, document: req.body.document }, ctx.now()));
      keep();
      return reply.code(201).send(project);
    },
  );

  r.get('/api/made/design_projects/latest', { ...noStore, schema: { querystring: latestProjectQuery, response: { 200: latestProjectResponse } } }, async (req) => ({
    project: valueOrThrow(await latestProject(ctx.db, await currentOwner(ctx, req), req.query.product)),
  }));

  r.get('/api/made/design_projects/:id', { ...noStore, schema: { params: projectParams, response: { 200: projectResponse } } }, async (req) =>
    valueOrThrow(await getProject(ctx.db, await currentOwner(ctx, req), req.params.id)),
  );

  r.put(
    '/api/made/design_projects/:id',
    { ...noStore, preValidation: refuseTooManyLayers, schema: { params: projectParams, body: updateProjectBody, response: { 200: projectResponse } } },
    async (req) => {
      const owner = await currentOwner(ctx, req);
      return valueOrThrow(await updateProject(ctx.db, owner, req.params.id, { name: req.body.name, document: req.body.document, revision: req.body.revision }, ctx.now()));
    },
  );

  r.delete('/api/made/design_projects/:id', { schema: { params: projectParams } }, async (req, reply) => {
    valueOrThrow(await deleteProject(ctx.db, await currentOwner(ctx, req), req.params.id));
    return reply.code(204).send();
  });
}
