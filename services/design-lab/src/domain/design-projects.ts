import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_PROJECTS_PER_OWNER, type ProjectResponse, type ProjectSummary } from '@storefront/contracts';
import { designProjects, madeBlanks, madeProducts, type Database } from '@storefront/db';
import { parseDesignDocument, type DesignDocument, type PrintAreasBySide } from '@storefront/design-document';
import { abortWith, asOutcome, failed, inTransaction, succeeded, valueOf, type Outcome } from '@storefront/server-kit';
import { madeProductBySlug, printAreasOf } from './made-products';
import { ownedBy, ownerColumns, ownerKey, type ProjectOwner } from './project-owner';
import { checkUploadsOwned } from './project-uploads';

type ProjectRow = typeof designProjects.$inferSelect;

const projectNotFound = () => failed({ kind: 'not_found', code: 'project_not_found', message: 'That design project does not exist, or it is not yours.' } as const);

function toSummary(r: ProjectRow, productSlug: string): ProjectSummary {
  return {
    id: r.id,
    name: r.name,
    product: productSlug,
    color: r.compositionId,
    revision: r.revision,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function toProject(r: ProjectRow, productSlug: string): ProjectResponse {
  return { ...toSummary(r, productSlug), document_version: r.documentVersion, document: r.document as Record<string, unknown> };
}

interface Target {
  madeProductId: number;
  compositionId: number;
  title: string;
}

/**
 * What a document is designed on, checked against the catalog and the print areas: the made
 * product (its slug), the colour (one of the product's compositions), and every side it prints
 * (one of the garment type's print areas). Any of them unknown: not found, naming it.
 */
async function targetOf(db: Database, doc: DesignDocument): Promise<Outcome<Target>> {
  const made = await madeProductBySlug(db, doc.product);
  if (!made) return failed({ kind: 'not_found', code: 'made_product_not_found', message: `There is no made product “${doc.product}” to design on.`, fieldErrors: { 'document.product': ['is not a made product'] } });
  const blank = (await madeBlanks(db, [made.catalogProductId], 'us')).get(made.catalogProductId);
  const compositionId = /^[1-9][0-9]{0,9}$/.test(doc.color) ? Number(doc.color) : NaN;
  if (!blank || !blank.colors.some((c) => c.compositionId === compositionId)) {
    return failed({ kind: 'not_found', code: 'color_not_found', message: `${blank?.title ?? doc.product} does not come in colour “${doc.color}”.`, fieldErrors: { 'document.color': ['is not a colour of this product'] } });
  }
  const sides = new Set((await printAreasOf(db, [made.garmentType])).get(made.garmentType)?.map((a) => a.side));
  const unknown = Object.keys(doc.sides).filter((s) => !sides.has(s));
  if (unknown.length > 0) {
    return failed({
      kind: 'not_found',
      code: 'side_not_found',
      message: `${blank.title} cannot be printed on ${unknown.map((s) => s.replace('_', ' ')).join(', ')}: its sides are ${[...sides].map((s) => s.replace('_', ' ')).join(', ')}.`,
      fieldErrors: Object.fromEntries(unknown.map((s) => [`document.sides.${s}`, ['is not a print area of this product']])),
    });
  }
  return succeeded({ madeProductId: made.id, compositionId, title: blank.title });
}

/**
 * The request's document as a current (v2) document: older versions are migrated forward by
 * @storefront/design-document (v1 stored fractions of the area, so the product's print areas in
 * inches are looked up by the slug it names). A document that fails the schema is `malformed`,
 * each bad field named by its path in the request body (`document.sides.front.layers.0.color`).
 */
export async function readDocument(db: Database, input: unknown): Promise<Outcome<DesignDocument>> {
  const named = input && typeof input === 'object' ? ((input as { product?: unknown; garment?: unknown }).product ?? (input as { garment?: unknown }).garment) : undefined;
  const made = typeof named === 'string' && named.length <= 120 ? await madeProductBySlug(db, named) : null;
  const areas: PrintAreasBySide = {};
  if (made) {
    for (const a of (await printAreasOf(db, [made.garmentType])).get(made.garmentType) ?? []) {
      areas[a.side as keyof PrintAreasBySide] = { width: a.widthIn, height: a.heightIn };
    }
  }
  const parsed = parseDesignDocument(input, areas);
  if (parsed.ok) return succeeded(parsed.value);
  const { fieldErrors, ...problem } = parsed.problem;
  return failed({
    ...problem,
    ...(fieldErrors ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([path, errors]) => [path === '(document)' ? 'document' : `document.${path}`, errors])) } : {}),
  });
}

/** A new project from a document; at most MAX_PROJECTS_PER_OWNER per shopper (one owner's creations queue on a lock, so the limit holds). */
export async function createProject(db: Database, owner: ProjectOwner, input: { name?: string; document: unknown }, now: Date): Promise<Outcome<ProjectResponse>> {
  const read = await readDocument(db, input.document);
  if (!read.ok) return read;
  const document = read.value;
  const target = await targetOf(db, document);
  if (!target.ok) return target;
  const uploads = await checkUploadsOwned(db, owner, document);
  if (!uploads.ok) return uploads;
  const { madeProductId, compositionId, title } = target.value;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerKey(owner)}))`);
    const [existing] = await tx.select({ n: count() }).from(designProjects).where(ownedBy(owner));
    if ((existing?.n ?? 0) >= MAX_PROJECTS_PER_OWNER) {
      abortWith({
        kind: 'invalid',
        code: 'too_many_projects',
        message: `You can keep at most ${MAX_PROJECTS_PER_OWNER} design projects. Delete one to save a new one.`,
      });
    }
    const [row] = await tx
      .insert(designProjects)
      .values({
        ...ownerColumns(owner),
        madeProductId,
        compositionId,
        name: input.name ?? title,
        document,
        documentVersion: document.version,
        revision: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toProject(row!, document.product);
  });
}

/** The shopper's projects, most recently saved first (at most the limit, so no paging). */
export async function listProjects(db: Database, owner: ProjectOwner | null): Promise<ProjectSummary[]> {
  if (!owner) return [];
  const rows = await db
    .select({ project: designProjects, slug: madeProducts.slug })
    .from(designProjects)
    .innerJoin(madeProducts, eq(madeProducts.id, designProjects.madeProductId))
    .where(ownedBy(owner))
    .orderBy(desc(designProjects.updatedAt), desc(designProjects.id));
  return rows.map((r) => toSummary(r.project, r.slug));
}

export async function getProject(db: Database, owner: ProjectOwner | null, id: string): Promise<Outcome<ProjectResponse>> {
  if (!owner) return projectNotFound();
  const [row] = await db
    .select({ project: designProjects, slug: madeProducts.slug })
    .from(designProjects)
    .innerJoin(madeProducts, eq(madeProducts.id, designProjects.madeProductId))
    .where(and(eq(designProjects.id, id), ownedBy(owner)));
  return row ? succeeded(toProject(row.project, row.slug)) : projectNotFound();
}

/** The shopper's most recently saved project on a made product; null when they have none. Unknown product: not found. */
export async function latestProject(db: Database, owner: ProjectOwner | null, productSlug: string): Promise<Outcome<ProjectResponse | null>> {
  const made = await madeProductBySlug(db, productSlug);
  if (!made) return failed({ kind: 'not_found', code: 'made_product_not_found', message: `There is no made product “${productSlug}” to design on.` });
  if (!owner) return succeeded(null);
  const [row] = await db
    .select()
    .from(designProjects)
    .where(and(ownedBy(owner), eq(designProjects.madeProductId, made.id)))
    .orderBy(desc(designProjects.updatedAt), desc(designProjects.id))
    .limit(1);
  return succeeded(row ? toProject(row, made.slug) : null);
}

/**
 * An autosave: replaces the document (and the name when given) if `revision` is still the
 * project's, and moves the revision on; a save from a stale revision (another tab saved since)
 * is a conflict naming the current one, and changes nothing.
 */
export async function updateProject(
  db: Database,
  owner: ProjectOwner | null,
  id: string,
  input: { name?: string; document: unknown; revision: number },
  now: Date,
): Promise<Outcome<ProjectResponse>> {
  if (!owner) return projectNotFound();
  return asOutcome(async () => {
    const document = valueOf(await readDocument(db, input.document));
    const target = valueOf(await targetOf(db, document));
    valueOf(await checkUploadsOwned(db, owner, document));
    const [row] = await db
      .update(designProjects)
      .set({
        madeProductId: target.madeProductId,
        compositionId: target.compositionId,
        document,
        documentVersion: document.version,
        ...(input.name === undefined ? {} : { name: input.name }),
        revision: sql`${designProjects.revision} + 1`,
        updatedAt: now,
      })
      .where(and(eq(designProjects.id, id), ownedBy(owner), eq(designProjects.revision, input.revision)))
      .returning();
    if (row) return toProject(row, document.product);
    const [current] = await db
      .select({ revision: designProjects.revision })
      .from(designProjects)
      .where(and(eq(designProjects.id, id), ownedBy(owner)));
    if (!current) return valueOf(projectNotFound());
    return abortWith({
      kind: 'conflict',
      code: 'stale_revision',
      message: `This design was saved elsewhere since you opened it (revision ${current.revision}, yours ${input.revision}). Reload it to keep editing.`,
      fieldErrors: { revision: [`is not the current revision (${current.revision})`] },
    });
  });
}

export async function deleteProject(db: Database, owner: ProjectOwner | null, id: string): Promise<Outcome<{ deleted: true }>> {
  if (!owner) return projectNotFound();
  const gone = await db.delete(designProjects).where(and(eq(designProjects.id, id), ownedBy(owner))).returning({ id: designProjects.id });
  return gone.length === 1 ? succeeded({ deleted: true as const }) : projectNotFound();
}
