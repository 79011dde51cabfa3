import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { UploadedFile } from '@storefront/contracts';
import { digitalAssetUploads, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, succeeded, type Outcome, type Tx } from '@storefront/server-kit';
import { ownerColumns, ownerKey, uploadOwnedBy, type FileOwner } from './file-owner';

/** At most this many files per shopper: one more is refused (422) naming the limit. */
export const MAX_UPLOADS_PER_OWNER = 200;

export type UploadRow = typeof digitalAssetUploads.$inferSelect;

/** What a new row describes: a stored file (the pipeline's result, or a print file made here). */
export interface StoredFile {
  key: string;
  contentType: string;
  kind: 'raster' | 'svg';
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
  displayName: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the owner's browser loads the stored file from: this service, same origin (owner-only, so never a CDN). */
export const uploadFileUrl = (id: string) => `/api/digital-assets/uploads/${id}/file`;

export function toUploadedFile(r: UploadRow): UploadedFile {
  return {
    id: r.id,
    filename: r.displayName,
    size: r.byteSize,
    width: r.width,
    height: r.height,
    url: uploadFileUrl(r.id),
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * The owner's own uploads: every shopper-facing list, count and delete reads through this. A print
 * file made from a bought licence (`order_line_id` set) is left out: its units were counted when it
 * was sent, so offering it as a free upload would print past the licence's cap.
 */
export function ownUploadsOf(owner: FileOwner): SQL {
  return and(uploadOwnedBy(owner), isNull(digitalAssetUploads.orderLineId))!;
}

export const tooManyUploads = (max: number) =>
  ({
    kind: 'invalid',
    code: 'too_many_uploads',
    message: `You can keep at most ${max} files. Delete one you no longer use to upload another.`,
  }) as const;

/** The owner's own uploads, as the per-owner limit counts them (licensed print files are not theirs to spend it on). */
export async function countUploads(db: Database | Tx, owner: FileOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(digitalAssetUploads).where(ownUploadsOf(owner));
  return row?.n ?? 0;
}

/** Serialises one owner's new rows, so parallel uploads cannot pass the per-owner limit together. */
export async function lockOwnerUploads(tx: Tx, owner: FileOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${ownerKey(owner)}:uploads`}))`);
}

/** Inserts the owner's row for a stored file (in the caller's transaction); `orderLineId` marks a licence's print file. */
export async function insertUploadRow(tx: Tx, owner: FileOwner, file: StoredFile, productSlug: string | null, now: Date, orderLineId: string | null = null): Promise<UploadRow> {
  const [row] = await tx
    .insert(digitalAssetUploads)
    .values({
      ...ownerColumns(owner),
      productSlug,
      blobKey: file.key,
      contentType: file.contentType,
      kind: file.kind,
      width: file.width,
      height: file.height,
      byteSize: file.byteSize,
      sha256: file.sha256,
      displayName: file.displayName,
      orderLineId,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * The owner's claim on an uploaded file. The per-owner limit is checked again here under the
 * owner's lock (the route's early check only spares the work of a doomed upload).
 */
export async function recordUpload(db: Database, owner: FileOwner, file: StoredFile, productSlug: string | null, max: number, now: Date): Promise<Outcome<UploadRow>> {
  return inTransaction(db, async (tx) => {
    await lockOwnerUploads(tx, owner);
    if ((await countUploads(tx, owner)) >= max) abortWith(tooManyUploads(max));
    return insertUploadRow(tx, owner, file, productSlug, now);
  });
}

/** Whether any of this service's upload rows (anyone's) still names the blob: content keys are shared by identical files. */
export async function blobStillReferenced(db: Database, blobKey: string): Promise<boolean> {
  const [row] = await db.select({ id: digitalAssetUploads.id }).from(digitalAssetUploads).where(eq(digitalAssetUploads.blobKey, blobKey)).limit(1);
  return row !== undefined;
}

/** The owner's own uploads, newest first; only those uploaded on one asset's page when `productSlug` is given. A guest with no cookie has none. */
export async function listUploads(db: Database, owner: FileOwner | null, productSlug?: string): Promise<UploadRow[]> {
  if (!owner) return [];
  const where = productSlug === undefined ? ownUploadsOf(owner) : and(ownUploadsOf(owner), eq(digitalAssetUploads.productSlug, productSlug));
  return db.select().from(digitalAssetUploads).where(where).orderBy(desc(digitalAssetUploads.createdAt), desc(digitalAssetUploads.id));
}

const uploadNotFoundProblem = (id: string) => ({ kind: 'not_found', code: 'upload_not_found', message: `File ${id.slice(0, 40)} does not exist, or it is not yours.` }) as const;

/** A file of the owner's to serve: their uploads and their licensed print files (the print dialog hands the latter to the DTF upload by URL). */
export async function findOwnedUpload(db: Database, owner: FileOwner | null, id: string): Promise<Outcome<UploadRow>> {
  if (!owner || !UUID.test(id)) return failed(uploadNotFoundProblem(id));
  const [row] = await db.select().from(digitalAssetUploads).where(and(eq(digitalAssetUploads.id, id), uploadOwnedBy(owner)));
  return row ? succeeded(row) : failed(uploadNotFoundProblem(id));
}

export interface DeletedUpload {
  /** 1 when the owner's file was deleted, 0 when there was none of theirs by that id (already gone, or never theirs) */
  count: 0 | 1;
  blobKey: string | null;
  /** no other row of this service names the blob any more: the caller deletes it after the commit */
  lastReference: boolean;
}

/**
 * Deletes the owner's file row. Not an error when there is nothing of theirs to delete (§7's
 * delete answers a count): a second delete, another shopper's id, or a licensed print file (not an
 * upload of theirs) counts 0 and reveals nothing.
 */
export async function deleteUploadRow(db: Database, owner: FileOwner | null, id: string): Promise<DeletedUpload> {
  const none: DeletedUpload = { count: 0, blobKey: null, lastReference: false };
  if (!owner || !UUID.test(id)) return none;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(digitalAssetUploads)
      .where(and(eq(digitalAssetUploads.id, id), ownUploadsOf(owner)))
      .returning({ id: digitalAssetUploads.id, blobKey: digitalAssetUploads.blobKey });
    if (!row) return none;
    const [other] = await tx
      .select({ id: digitalAssetUploads.id })
      .from(digitalAssetUploads)
      .where(and(eq(digitalAssetUploads.blobKey, row.blobKey), ne(digitalAssetUploads.id, row.id)))
      .limit(1);
    return { count: 1, blobKey: row.blobKey, lastReference: other === undefined };
  });
}
