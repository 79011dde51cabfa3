import type { Database } from '@storefront/db';
import { asOutcome, runWorkflow, valueOf, type Outcome, type Workflow } from '@storefront/server-kit';
import { storeUpload, type BlobStore, type StoredUpload, type UploadLimits } from '@storefront/uploads';
import type { ProjectOwner } from './project-owner';
import { blobStillReferenced, recordUpload, type UploadRow } from './uploads';

export interface UploadDeps {
  db: Database;
  blobStore: BlobStore;
  limits: Partial<UploadLimits>;
  now: () => Date;
}

interface UploadRun {
  deps: UploadDeps;
  owner: ProjectOwner;
  bytes: Uint8Array;
  declaredName: string;
  stored?: StoredUpload;
  row?: UploadRow;
}

// Two steps and never one transaction: the blob store may be S3, a network away (house rule).
const uploadWorkflow: Workflow<UploadRun> = {
  name: 'design_lab.upload',
  steps: [
    {
      id: 'store',
      // sniffed, capped and re-encoded first: a refused file (UploadError) is never stored
      run: async (run) => {
        run.stored = await storeUpload(run.deps.blobStore, run.bytes, run.declaredName, run.deps.limits);
      },
      // the row was refused (a parallel upload reached the limit): drop the blob this request
      // created, unless someone's row names the same content
      compensate: async ({ deps, stored }) => {
        if (stored?.created && !(await blobStillReferenced(deps.db, stored.key))) await deps.blobStore.delete(stored.key);
      },
    },
    {
      id: 'record',
      run: async (run) => {
        run.row = valueOf(await recordUpload(run.deps.db, run.owner, run.stored!, run.deps.now()));
      },
    },
  ],
};

/**
 * A shopper's artwork: processed and stored by @storefront/uploads, then the owner's row. An
 * UploadError (413/415/422) is thrown on as it is, for the route to answer; the per-owner limit
 * is a problem (`too_many_uploads`).
 */
export async function uploadArtwork(deps: UploadDeps, owner: ProjectOwner, bytes: Uint8Array, declaredName: string): Promise<Outcome<UploadRow>> {
  return asOutcome(async () => {
    const run = await runWorkflow(uploadWorkflow, { deps, owner, bytes, declaredName });
    // storeUpload skips the put when the content is already there; if another shopper deleted
    // the last row naming it in the meantime, that blob may be gone: store it again now that
    // our row protects it. (A delete whose reference check ran before our row existed can still
    // remove it after this check: a narrow window, noted in CONTEXT.md.)
    if (!(await deps.blobStore.exists(run.stored!.key))) await storeUpload(deps.blobStore, bytes, declaredName, deps.limits);
    return run.row!;
  });
}
