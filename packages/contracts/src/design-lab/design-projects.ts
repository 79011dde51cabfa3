import { z } from 'zod';
import { slug } from '../common';

/** At most this many projects per shopper: one more is refused (422) with the limit in the message. */
export const MAX_PROJECTS_PER_OWNER = 200;
export const MAX_PROJECT_NAME_LENGTH = 80;

const projectName = z.string().trim().min(1).max(MAX_PROJECT_NAME_LENGTH);

/**
 * The design document travels as JSON the service checks against @storefront/design-document's
 * schema (contracts cannot import it: that package depends on this one). A bad document is a 400
 * naming the path of the bad field (`document.sides.front.layers.0.color`); too many layers on a
 * side a 413 with the limit.
 */
const documentJson = z.unknown().refine((v) => v !== undefined, 'is required');

/** POST /api/made/design_projects: the product and colour are the document's. */
export const createProjectBody = z.object({ name: projectName.optional(), document: documentJson }).strict();

/** PUT /api/made/design_projects/{id}: an autosave names the revision it edited; a stale one is a 409. */
export const updateProjectBody = z
  .object({ name: projectName.optional(), document: documentJson, revision: z.number().int().min(1).max(2_147_483_647) })
  .strict();

export const projectParams = z.object({ id: z.uuid() }).strict();

/** GET /api/made/design_projects/latest?product= */
export const latestProjectQuery = z.object({ product: slug }).strict();

export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** the made product's slug */
  product: z.string(),
  /** the colour's composition id */
  color: z.number().int(),
  revision: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

export const projectResponse = projectSummary.extend({
  document_version: z.number().int(),
  document: z.record(z.string(), z.unknown()),
});
export type ProjectResponse = z.infer<typeof projectResponse>;

export const projectsResponse = z.object({ projects: z.array(projectSummary), limit: z.number().int() });
export type ProjectsResponse = z.infer<typeof projectsResponse>;

export const latestProjectResponse = z.object({ project: projectResponse.nullable() });
export type LatestProjectResponse = z.infer<typeof latestProjectResponse>;
