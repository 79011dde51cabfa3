import { createHash } from 'node:crypto';
import { and, eq, lt, max } from 'drizzle-orm';
import type { DtfJob, DtfOperation } from '@storefront/contracts';
import { dtfArtworkVersions, dtfArtworks, dtfJobs, type Database } from '@storefront/db';
import { abortWith, failed, inTransaction, succeeded, type Outcome } from '@storefront/server-kit';
import { contentKey, type BlobStore } from '@storefront/uploads';
import { dtfArtworkOwnedBy, type ProjectOwner } from '../project-owner';

type JobRow = typeof dtfJobs.$inferSelect;

export function toDtfJob(j: JobRow): DtfJob {
  return {
    id: j.id,
    kind: j.kind as DtfOperation,
    status: j.status as DtfJob['status'],
    progress: j.progress,
    result_version: j.resultVersion,
    error: j.error,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}

/** What a tool is handed: the version in use as PNG bytes, its parameters, and a way to report and to stop. */
export interface ToolControl {
  signal: AbortSignal;
  onProgress(fraction: number): void;
}
export type ToolOutput = { png: Buffer; facts: Record<string, unknown> };
export type DtfTool = (png: Buffer, params: Record<string, unknown>, control: ToolControl) => Promise<ToolOutput>;

/** A running job reports at least this often; one silent for STALE_AFTER_MS died with its process. */
const HEARTBEAT_MS = 2_000;
const STALE_AFTER_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = { kind: 'not_found', code: 'dtf_artwork_not_found', message: 'No such artwork, or it is not yours.' } as const;

class Cancelled extends Error {}

/**
 * Long tool runs on DTF artworks as jobs: the job row is the truth (progress, done, cancelled),
 * so a reloaded page reads it back and any process may cancel it. The run itself happens in the
 * process that started it, outside any transaction (the blob store may be a network away); only
 * its last step — the new version, the artwork pointing at it, the job done — is one transaction,
 * and it is skipped when the job was cancelled or the artwork deleted meanwhile: nothing is
 * half-written.
 */
export class DtfJobs {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  constructor(private readonly deps: { db: Database; blobStore: BlobStore; now: () => Date; onError?: (err: unknown, jobId: string) => void }) {}

  /** Starts `tool` on the artwork's version in use; a second job while one runs is a 409. */
  async start(owner: ProjectOwner | null, artworkId: string, kind: DtfOperation, params: Record<string, unknown>, tool: DtfTool): Promise<Outcome<DtfJob>> {
    if (!owner || !UUID.test(artworkId)) return failed(notFound);
    const { db, now } = this.deps;
    await this.reapStale(artworkId);
    const started = await inTransaction(db, async (tx) => {
      const [artwork] = await tx.select().from(dtfArtworks).where(and(eq(dtfArtworks.id, artworkId), dtfArtworkOwnedBy(owner))).for('update');
      if (!artwork) abortWith(notFound);
      const [busy] = await tx.select({ id: dtfJobs.id }).from(dtfJobs).where(and(eq(dtfJobs.artworkId, artworkId), eq(dtfJobs.status, 'running'))).limit(1);
      if (busy) abortWith({ kind: 'conflict', code: 'dtf_job_running', message: 'A tool is already working on this artwork. Wait for it, or cancel it first.' });
      const [source] = await tx
        .select({ blobKey: dtfArtworkVersions.blobKey })
        .from(dtfArtworkVersions)
        .where(and(eq(dtfArtworkVersions.artworkId, artworkId), eq(dtfArtworkVersions.version, artwork.currentVersion)));
      const at = now();
      const [job] = await tx.insert(dtfJobs).values({ artworkId, kind, params, createdAt: at, updatedAt: at }).returning();
      return { job: job!, sourceKey: source!.blobKey, fromVersion: artwork.currentVersion };
    });
    if (!started.ok) return started;
    const { job, sourceKey, fromVersion } = started.value;
    const controller = new AbortController();
    const done = this.run(job, sourceKey, fromVersion, params, tool, controller).finally(() => this.running.delete(job.id));
    this.running.set(job.id, { controller, done });
    return succeeded(toDtfJob(job));
  }

  /** The job as it stands (a job whose process died is reported failed, so it can be started again). */
  async job(owner: ProjectOwner | null, artworkId: string, jobId: string): Promise<Outcome<DtfJob>> {
    if (!owner || !UUID.test(artworkId) || !UUID.test(jobId)) return failed(notFound);
    await this.reapStale(artworkId);
    const [row] = await this.deps.db
      .select({ job: dtfJobs })
      .from(dtfJobs)
      .innerJoin(dtfArtworks, eq(dtfArtworks.id, dtfJobs.artworkId))
      .where(and(eq(dtfJobs.id, jobId), eq(dtfJobs.artworkId, artworkId), dtfArtworkOwnedBy(owner)))
      .limit(1);
    return row ? succeeded(toDtfJob(row.job)) : failed({ kind: 'not_found', code: 'dtf_job_not_found', message: 'No such job on this artwork.' });
  }

  /** `cancel process`: the running job stops; what it made is thrown away. Nothing running is a 409. */
  async cancel(owner: ProjectOwner | null, artworkId: string): Promise<Outcome<DtfJob>> {
    if (!owner || !UUID.test(artworkId)) return failed(notFound);
    const { db, now } = this.deps;
    const [artwork] = await db.select({ id: dtfArtworks.id }).from(dtfArtworks).where(and(eq(dtfArtworks.id, artworkId), dtfArtworkOwnedBy(owner))).limit(1);
    if (!artwork) return failed(notFound);
    const [row] = await db
      .update(dtfJobs)
      .set({ status: 'cancelled', updatedAt: now() })
      .where(and(eq(dtfJobs.artworkId, artworkId), eq(dtfJobs.status, 'running')))
      .returning();
    if (!row) return failed({ kind: 'conflict', code: 'dtf_no_job_running', message: 'No tool is working on this artwork.' });
    // this process's run stops now; one in another process sees the status at its next heartbeat
    this.running.get(row.id)?.controller.abort();
    return succeeded(toDtfJob(row));
  }

  /** Waits for every run this process started (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.running.values()].map((r) => r.done));
  }

  /** Stops every run of this process (shutdown): their jobs are left for the stale check. */
  abortAll(): void {
    for (const r of this.running.values()) r.controller.abort();
  }

  private async reapStale(artworkId: string): Promise<void> {
    const { db, now } = this.deps;
    const before = new Date(now().getTime() - STALE_AFTER_MS);
    await db
      .update(dtfJobs)
      .set({ status: 'failed', error: 'The job stopped when the server restarted. Please start it again.', updatedAt: now() })
      .where(and(eq(dtfJobs.artworkId, artworkId), eq(dtfJobs.status, 'running'), lt(dtfJobs.updatedAt, before)));
  }

  private async run(job: JobRow, sourceKey: string, fromVersion: number, params: Record<string, unknown>, tool: DtfTool, controller: AbortController): Promise<void> {
    const { db, blobStore, now } = this.deps;
    let lastBeat = 0;
    let reported = 0;
    const beat = async (force = false) => {
      const at = now().getTime();
      if (!force && at - lastBeat < HEARTBEAT_MS) return;
      lastBeat = at;
      const [row] = await db
        .update(dtfJobs)
        .set({ progress: Math.min(reported, 0.99), updatedAt: new Date(at) })
        .where(and(eq(dtfJobs.id, job.id), eq(dtfJobs.status, 'running')))
        .returning({ id: dtfJobs.id });
      // cancelled elsewhere (another process, or the artwork deleted): stop working
      if (!row) controller.abort();
    };
    try {
      const source = await blobStore.get(sourceKey);
      if (!source) throw new Error(`the artwork's file ${sourceKey} is missing`);
      const out = await tool(Buffer.from(source.bytes), params, {
        signal: controller.signal,
        onProgress: (f) => {
          reported = Math.max(reported, Math.min(1, Math.max(0, f)));
          void beat().catch(() => {});
        },
      });
      if (controller.signal.aborted) throw new Cancelled();
      const sha = createHash('sha256').update(out.png).digest('hex');
      const key = contentKey(sha, 'image/png');
      if (!(await blobStore.exists(key))) await blobStore.put(key, new Uint8Array(out.png), 'image/png');
      const meta = await pngSize(out.png);
      await inTransaction(db, async (tx) => {
        const [still] = await tx.select().from(dtfJobs).where(eq(dtfJobs.id, job.id)).for('update');
        if (!still || still.status !== 'running') throw new Cancelled();
        const [top] = await tx.select({ v: max(dtfArtworkVersions.version) }).from(dtfArtworkVersions).where(eq(dtfArtworkVersions.artworkId, job.artworkId));
        const version = (top?.v ?? fromVersion) + 1;
        const at = now();
        await tx.insert(dtfArtworkVersions).values({
          artworkId: job.artworkId,
          version,
          blobKey: key,
          width: meta.width,
          height: meta.height,
          byteSize: out.png.byteLength,
          operation: job.kind,
          params,
          facts: { ...out.facts, from_version: fromVersion },
          createdAt: at,
        });
        await tx.update(dtfArtworks).set({ currentVersion: version, updatedAt: at }).where(eq(dtfArtworks.id, job.artworkId));
        await tx.update(dtfJobs).set({ status: 'done', progress: 1, resultVersion: version, updatedAt: at }).where(eq(dtfJobs.id, job.id));
        return version;
      });
    } catch (err) {
      if (err instanceof Cancelled || controller.signal.aborted) return;
      this.deps.onError?.(err, job.id);
      const message = err instanceof ToolRefused ? err.message : 'Something went wrong, please try again';
      await db
        .update(dtfJobs)
        .set({ status: 'failed', error: message, updatedAt: now() })
        .where(and(eq(dtfJobs.id, job.id), eq(dtfJobs.status, 'running')))
        .catch(() => {});
    }
  }
}

/** A tool's refusal the shopper can act on (an image with no background to remove…): shown as the job's error. */
export class ToolRefused extends Error {}

async function pngSize(png: Buffer): Promise<{ width: number; height: number }> {
  // IHDR: width and height are the first two fields after the 8-byte signature and the chunk header
  if (png.length < 24 || png.readUInt32BE(12) !== 0x49484452) throw new Error('a tool answered something that is not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** How long a silent running job is believed alive (tests age a job past it). */
export const JOB_STALE_AFTER_MS = STALE_AFTER_MS;
