import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DesignUpload } from '@storefront/contracts';
import { designLabUploads, designProjects, dtfArtworkVersions, uploadInCartOrOrder, type Database } from '@storefront/db';
import type { StoredUpload } from '@storefront/uploads';
import { abortWith, failed, inTransaction, succeeded, type Outcome } from '@storefront/server-kit';
import { countOwned, ownedBy, ownerColumns, ownerKey, uploadOwnedBy, type ProjectOwner } from './project-owner';

/** At most this many uploads per shopper: one more is refused (422) naming the limit. */
export const MAX_UPLOADS_PER_OWNER = 500;

export type UploadRow = typeof designLabUploads.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uploadNotFoundProblem = (id: string) =>
  ({ kind: 'not_found', code: 'upload_not_found', message: `Upload ${id.slice(0, 40)} does not exist, or it is not yours.` }) as const;
export const uploadNotFound = (id: string) => failed(uploadNotFoundProblem(id));

/** Where the editor loads the stored file from: this service, same origin (owner-only, so never a CDN). */
export const uploadUrl = (id: string) => `/api/made/uploads/${id}`;

export function toDesignUpload(r: UploadRow): DesignUpload {
  return {
    id: r.id,
    url: uploadUrl(r.id),
    kind: r.kind === 'svg' ? 'svg' : 'raster',
    content_type: r.contentType,
    width: r.width,
    height: r.height,
    byte_size: r.byteSize,
    display_name: r.displayName,
  };
}

export const countUploads = (db: Database, owner: ProjectOwner): Promise<number> => countOwned(db, designLabUploads, owner);

export const tooManyUploads = () =>
  ({
    kind: 'invalid',
    code: 'too_many_uploads',
    message: `You can keep at most ${MAX_UPLOADS_PER_OWNER} uploads. Delete one you no longer use to upload another.`,
  }) as const;

/**
 * The owner's claim on a stored file. The per-owner limit is checked again here under the
 * owner's lock (the route's early check is only there to spare the work of a doomed upload), so
 * parallel uploads cannot pass it together.
 */
export async function recordUpload(db: Database, owner: ProjectOwner, stored: StoredUpload, now: Date): Promise<Outcome<UploadRow>> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${ownerKey(owner)}:uploads`}))`);
    const [existing] = await tx.select({ n: count() }).from(designLabUploads).where(uploadOwnedBy(owner));
    if ((existing?.n ?? 0) >= MAX_UPLOADS_PER_OWNER) abortWith(tooManyUploads());
    const [row] = await tx
      .insert(designLabUploads)
      .values({
        ...ownerColumns(owner),
        blobKey: stored.key,
        contentType: stored.contentType,
        kind: stored.kind,
        width: stored.width,
        height: stored.height,
        byteSize: stored.byteSize,
        sha256: stored.sha256,
        displayName: stored.displayName,
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/** Whether any upload row (anyone's) still names the blob: content keys are shared by identical files. */
export async function blobStillReferenced(db: Database, blobKey: string): Promise<boolean> {
  const [row] = await db.select({ id: designLabUploads.id }).from(designLabUploads).where(eq(designLabUploads.blobKey, blobKey)).limit(1);
  if (row) return true;
  // a DTF artwork's version may be the same content (blobs are keyed by content)
  const [version] = await db.select({ v: dtfArtworkVersions.version }).from(dtfArtworkVersions).where(eq(dtfArtworkVersions.blobKey, blobKey)).limit(1);
  return version !== undefined;
}

/** The shopper's uploads, newest first (at most the limit, so no paging). */
export async function listUploads(db: Database, owner: ProjectOwner | null): Promise<DesignUpload[]> {
  if (!owner) return [];
  const rows = await db.select().from(designLabUploads).where(uploadOwnedBy(owner)).orderBy(desc(designLabUploads.createdAt), desc(designLabUploads.id));
  return rows.map(toDesignUpload);
}

export async function findOwnedUpload(db: Database, owner: ProjectOwner | null, id: string): Promise<Outcome<UploadRow>> {
  if (!owner || !UUID.test(id)) return uploadNotFound(id);
  const [row] = await db.select().from(designLabUploads).where(and(eq(designLabUploads.id, id), uploadOwnedBy(owner)));
  return row ? succeeded(row) : uploadNotFound(id);
}

/** Those of `ids` that are the owner's uploads (unknown ids and other shoppers' are absent). */
export async function ownedUploadsAmong(db: Database, owner: ProjectOwner, ids: readonly string[]): Promise<Map<string, UploadRow>> {
  const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(designLabUploads)
    .where(and(inArray(designLabUploads.id, wanted), uploadOwnedBy(owner)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Deletes the owner's upload row. Refused while one of their projects still places it (the
 * design would lose a layer it shows), or a design in a cart or an order does (its mockups and
 * print files are rendered from it). Answers the blob key and whether this was its last row:
 * the caller deletes the blob then, after the commit (a blob store may be a network away).
 */
export async function deleteUploadRow(db: Database, owner: ProjectOwner | null, id: string): Promise<Outcome<{ blobKey: string; lastReference: boolean }>> {
  if (!owner || !UUID.test(id)) return uploadNotFound(id);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: designLabUploads.id, blobKey: designLabUploads.blobKey })
      .from(designLabUploads)
      .where(and(eq(designLabUploads.id, id), uploadOwnedBy(owner)))
      .for('update');
    if (!row) return abortWith(uploadNotFoundProblem(id));
    const using = await tx
      .select({ name: designProjects.name })
      .from(designProjects)
      .where(and(ownedBy(owner), sql`jsonb_path_exists(${designProjects.document}, '$.sides.*.layers[*] ? (@.upload == $id)', jsonb_build_object('id', ${id}::text))`))
      .orderBy(desc(designProjects.updatedAt))
      .limit(4);
    if (using.length > 0) {
      const named = using.slice(0, 3).map((p) => `“${p.name}”`).join(', ');
      abortWith({
        kind: 'conflict',
        code: 'upload_in_use',
        message: `This upload is used in ${named}${using.length > 3 ? ' and other designs' : ''}. Remove it from the design first.`,
      });
    }
    // a design in the cart or an order is rendered from it (mockups, the shop's print files)
    const placed = await uploadInCartOrOrder(tx, id);
    if (placed.inCart || placed.ordered) {
      abortWith({
        kind: 'conflict',
        code: 'upload_in_use',
        message: placed.ordered
          ? 'This upload is in a design you ordered, so it is kept for printing.'
          : 'This upload is in a design in your cart. Remove that design from the cart first.',
      });
    }
    await tx.delete(designLabUploads).where(eq(designLabUploads.id, row.id));
    const [other] = await tx
      .select({ id: designLabUploads.id })
      .from(designLabUploads)
      .where(and(eq(designLabUploads.blobKey, row.blobKey), ne(designLabUploads.id, row.id)))
      .limit(1);
    return { blobKey: row.blobKey, lastReference: other === undefined };
  });
}
