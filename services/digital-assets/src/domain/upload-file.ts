import type { Database } from '@storefront/db';
import { asOutcome, runWorkflow, valueOf, type Outcome, type Workflow } from '@storefront/server-kit';
import { processUpload, type BlobStore, type ProcessedUpload, type UploadLimits } from '@storefront/uploads';
import { putAssetBlob } from './asset-blobs';
import type { FileOwner } from './file-owner';
import { blobStillReferenced, recordUpload, type StoredFile, type UploadRow } from './uploads';

export interface UploadDeps {
  db: Database;
  blobStore: BlobStore;
  limits: UploadLimits;
  maxPerOwner: number;
  now: () => Date;
}

interface UploadRun {
  deps: UploadDeps;
  owner: FileOwner;
  bytes: Uint8Array;
  declaredName: string;
  productSlug: string | null;
  processed?: ProcessedUpload;
  stored?: StoredFile & { created: boolean };
  row?: UploadRow;
}

const describe = (p: ProcessedUpload, key: string): StoredFile => ({
  key,
  contentType: p.contentType,
  kind: p.kind,
  width: p.width,
  height: p.height,
  byteSize: p.byteSize,
  sha256: p.sha256,
  displayName: p.displayName,
});

// Store, then record, never one transaction: the blob store may be S3, a network away (house rule 12).
const uploadWorkflow: Workflow<UploadRun> = {
  name: 'digital_assets.upload',
  steps: [
    {
      id: 'store',
      // @storefront/uploads' one pipeline first (sniffed, capped, re-encoded): a refused file
      // (UploadError) is never stored
      run: async (run) => {
        run.processed = await processUpload(run.bytes, run.declaredName, run.deps.limits);
        const { key, created } = await putAssetBlob(run.deps.blobStore, run.processed.bytes, run.processed.contentType, run.processed.sha256);
        run.stored = { ...describe(run.processed, key), created };
      },
      // the row was refused (a parallel upload reached the limit): drop the blob this request
      // created, unless a row names the same content meanwhile
      compensate: async ({ deps, stored }) => {
        if (stored?.created && !(await blobStillReferenced(deps.db, stored.key))) await deps.blobStore.delete(stored.key);
      },
    },
    {
      id: 'record',
      run: async (run) => {
        run.row = valueOf(await recordUpload(run.deps.db, run.owner, run.stored!, run.productSlug, run.deps.maxPerOwner, run.deps.now()));
      },
    },
  ],
};

/**
 * A shopper's file: processed and stored, then the owner's row. An UploadError (413/415/422) is
 * thrown on as it is, for the route to answer; the per-owner limit is a problem (`too_many_uploads`).
 */
export async function uploadFile(deps: UploadDeps, owner: FileOwner, bytes: Uint8Array, declaredName: string, productSlug: string | null): Promise<Outcome<UploadRow>> {
  return asOutcome(async () => {
    const run = await runWorkflow(uploadWorkflow, { deps, owner, bytes, declaredName, productSlug });
    // the put was skipped because the content was there; if its last row was deleted since, the
    // blob may be gone: put it again now that our row protects it
    if (!(await deps.blobStore.exists(run.stored!.key))) await deps.blobStore.put(run.stored!.key, run.processed!.bytes, run.processed!.contentType);
    return run.row!;
  });
}
