import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { MAX_DTF_ARTWORKS_PER_OWNER, type DtfArtwork, type DtfArtworkSummary, type DtfOperation } from '@storefront/contracts';
import { dtfArtworkInCartOrOrder, dtfArtworkVersions, dtfArtworks, dtfJobs, type Database } from '@storefront/db';
import { dtfArtworkFileUrl } from '@storefront/routing';
import { abortWith, failed, inTransaction, succeeded, type Outcome } from '@storefront/server-kit';
import { dtfArtworkOwnedBy, ownerColumns, ownerKey, type ProjectOwner } from '../project-owner';
import { tooManyArtworks } from './count-artworks';
import { toDtfJob } from './dtf-jobs';

type ArtworkRow = typeof dtfArtworks.$inferSelect;
type VersionRow = typeof dtfArtworkVersions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const artworkNotFoundProblem = { kind: 'not_found', code: 'dtf_artwork_not_found', message: 'No such artwork, or it is not yours.' } as const;
const artworkNotFound = () => failed(artworkNotFoundProblem);

/** Where a version's PNG is served (owner only): the one in use without `?version`. */
export const artworkFileUrl = dtfArtworkFileUrl;

/** What a stored PNG is, as a version records it. */
export interface StoredPixels {
  key: string;
  width: number;
  height: number;
  byteSize: number;
}

function toSummary(a: ArtworkRow, current: VersionRow): DtfArtworkSummary {
  return {
    id: a.id,
    name: a.name,
    url: artworkFileUrl(a.id),
    width: current.width,
    height: current.height,
    current_version: a.currentVersion,
    catalog_number: a.catalogNumber,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/**
 * A new artwork from an upload the caller has processed and stored: its first version. Limited
 * per owner (the advisory lock makes the count and the insert one step for that owner).
 */
export async function createArtwork(
  db: Database,
  owner: ProjectOwner,
  input: { name: string; catalogNumber: string | null; digitalAssetsFileId: string | null; stored: StoredPixels; now: Date },
): Promise<Outcome<{ id: string }>> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${ownerKey(owner)}:dtf_artworks`}))`);
    const [existing] = await tx.select({ n: count() }).from(dtfArtworks).where(dtfArtworkOwnedBy(owner));
    if ((existing?.n ?? 0) >= MAX_DTF_ARTWORKS_PER_OWNER) abortWith(tooManyArtworks());
    const [row] = await tx
      .insert(dtfArtworks)
      .values({ ...ownerColumns(owner), name: input.name, catalogNumber: input.catalogNumber, digitalAssetsFileId: input.digitalAssetsFileId, createdAt: input.now, updatedAt: input.now })
      .returning({ id: dtfArtworks.id });
    const { key, width, height, byteSize } = input.stored;
    await tx.insert(dtfArtworkVersions).values({ artworkId: row!.id, version: 1, blobKey: key, width, height, byteSize, operation: 'upload', createdAt: input.now });
    return { id: row!.id };
  });
}

export async function ownedArtwork(db: Database, owner: ProjectOwner | null, id: string): Promise<ArtworkRow | null> {
  if (!owner || !UUID.test(id)) return null;
  const [row] = await db.select().from(dtfArtworks).where(and(eq(dtfArtworks.id, id), dtfArtworkOwnedBy(owner))).limit(1);
  return row ?? null;
}

/** The owner's artworks, most recently changed first, each as its version in use. */
export async function listArtworks(db: Database, owner: ProjectOwner | null): Promise<DtfArtworkSummary[]> {
  if (!owner) return [];
  const rows = await db
    .select({ artwork: dtfArtworks, version: dtfArtworkVersions })
    .from(dtfArtworks)
    .innerJoin(dtfArtworkVersions, and(eq(dtfArtworkVersions.artworkId, dtfArtworks.id), eq(dtfArtworkVersions.version, dtfArtworks.currentVersion)))
    .where(dtfArtworkOwnedBy(owner))
    .orderBy(desc(dtfArtworks.updatedAt), desc(dtfArtworks.id));
  return rows.map((r) => toSummary(r.artwork, r.version));
}

/** One artwork with every version and the job running on it, if any. */
export async function getArtwork(db: Database, owner: ProjectOwner | null, id: string): Promise<Outcome<DtfArtwork>> {
  const artwork = await ownedArtwork(db, owner, id);
  if (!artwork) return artworkNotFound();
  const versions = await db.select().from(dtfArtworkVersions).where(eq(dtfArtworkVersions.artworkId, id)).orderBy(asc(dtfArtworkVersions.version));
  const current = versions.find((v) => v.version === artwork.currentVersion) ?? versions[versions.length - 1]!;
  const [job] = await db.select().from(dtfJobs).where(eq(dtfJobs.artworkId, id)).orderBy(desc(dtfJobs.createdAt)).limit(1);
  return succeeded({
    ...toSummary(artwork, current),
    digital_assets_file_id: artwork.digitalAssetsFileId,
    versions: versions.map((v) => ({
      version: v.version,
      operation: v.operation as DtfOperation,
      width: v.width,
      height: v.height,
      url: artworkFileUrl(id, v.version),
      facts: v.facts as Record<string, unknown>,
      created_at: v.createdAt.toISOString(),
    })),
    job: job ? toDtfJob(job) : null,
  });
}

/** The blob of one version (the one in use without `version`), for serving it to the owner. */
export async function artworkFile(db: Database, owner: ProjectOwner | null, id: string, version: number | undefined): Promise<Outcome<{ blobKey: string; etag: string }>> {
  const artwork = await ownedArtwork(db, owner, id);
  if (!artwork) return artworkNotFound();
  const wanted = version ?? artwork.currentVersion;
  const [row] = await db
    .select({ blobKey: dtfArtworkVersions.blobKey })
    .from(dtfArtworkVersions)
    .where(and(eq(dtfArtworkVersions.artworkId, id), eq(dtfArtworkVersions.version, wanted)))
    .limit(1);
  if (!row) return failed({ kind: 'not_found', code: 'dtf_version_not_found', message: `This artwork has no version ${wanted}.` });
  // blobs are keyed by content, so the key is a strong validator
  return succeeded({ blobKey: row.blobKey, etag: `"${row.blobKey.replace(/[^A-Za-z0-9._-]/g, '')}"` });
}

/** Going back (or forward) to one of the artwork's versions: the undo of every tool. Refused while a tool runs on it. */
export async function chooseVersion(db: Database, owner: ProjectOwner | null, id: string, version: number, now: Date): Promise<Outcome<{ version: number }>> {
  if (!owner || !UUID.test(id)) return artworkNotFound();
  return inTransaction(db, async (tx) => {
    const [artwork] = await tx.select().from(dtfArtworks).where(and(eq(dtfArtworks.id, id), dtfArtworkOwnedBy(owner))).for('update');
    if (!artwork) abortWith(artworkNotFoundProblem);
    const [running] = await tx.select({ id: dtfJobs.id }).from(dtfJobs).where(and(eq(dtfJobs.artworkId, id), eq(dtfJobs.status, 'running'))).limit(1);
    if (running) abortWith({ kind: 'conflict', code: 'dtf_job_running', message: 'A tool is still working on this artwork. Wait for it, or cancel it first.' });
    const [exists] = await tx.select({ v: dtfArtworkVersions.version }).from(dtfArtworkVersions).where(and(eq(dtfArtworkVersions.artworkId, id), eq(dtfArtworkVersions.version, version)));
    if (!exists) abortWith({ kind: 'not_found', code: 'dtf_version_not_found', message: `This artwork has no version ${version}.` });
    await tx.update(dtfArtworks).set({ currentVersion: version, updatedAt: now }).where(eq(dtfArtworks.id, id));
    return { version };
  });
}

/** Deletes the artwork and its versions and jobs; answers the blob keys it held, for the caller to delete once nothing else names them. */
export async function deleteArtwork(db: Database, owner: ProjectOwner | null, id: string): Promise<Outcome<{ blobKeys: string[] }>> {
  if (!owner || !UUID.test(id)) return artworkNotFound();
  return inTransaction(db, async (tx) => {
    const [artwork] = await tx.select({ id: dtfArtworks.id }).from(dtfArtworks).where(and(eq(dtfArtworks.id, id), dtfArtworkOwnedBy(owner))).for('update');
    if (!artwork) abortWith(artworkNotFoundProblem);
    // transfers of it in a cart show it, and ordered ones are printed from it
    const placed = await dtfArtworkInCartOrOrder(tx, id);
    if (placed.inCart || placed.ordered) {
      abortWith({
        kind: 'conflict',
        code: 'dtf_artwork_in_use',
        message: placed.ordered
          ? 'You ordered transfers of this artwork, so it is kept for printing and reordering.'
          : 'Transfers of this artwork are in a cart. Remove them from the cart first.',
      });
    }
    const keys = await tx.select({ key: dtfArtworkVersions.blobKey }).from(dtfArtworkVersions).where(eq(dtfArtworkVersions.artworkId, id));
    // a running tool sees its artwork gone when it tries to record its version, and stops there
    await tx.delete(dtfArtworks).where(eq(dtfArtworks.id, id));
    return { blobKeys: [...new Set(keys.map((k) => k.key))] };
  });
}
