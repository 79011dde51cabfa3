import type { Database } from '@storefront/db';
import type { DesignDocument } from '@storefront/design-document';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { ProjectOwner } from './project-owner';
import { ownedUploadsAmong } from './uploads';

/** Every image layer's upload id with its path in the request body (`document.sides.front.layers.2.upload`). */
export function imageLayerUploads(doc: DesignDocument): { upload: string; path: string }[] {
  const out: { upload: string; path: string }[] = [];
  for (const [side, value] of Object.entries(doc.sides)) {
    value?.layers.forEach((layer, i) => {
      if (layer.kind === 'image') out.push({ upload: layer.upload, path: `document.sides.${side}.layers.${i}.upload` });
    });
  }
  return out;
}

/**
 * A project may only place its owner's uploads: an id that is unknown, or another shopper's, is
 * not found (404), named in the message and at each layer's path, so a design can never become
 * a way to read someone else's artwork (the preview and the cart render from these ids).
 */
export async function checkUploadsOwned(db: Database, owner: ProjectOwner, doc: DesignDocument): Promise<Outcome<void>> {
  const placed = imageLayerUploads(doc);
  if (placed.length === 0) return succeeded(undefined);
  const owned = await ownedUploadsAmong(
    db,
    owner,
    placed.map((p) => p.upload),
  );
  const missing = placed.filter((p) => !owned.has(p.upload));
  if (missing.length === 0) return succeeded(undefined);
  const ids = [...new Set(missing.map((m) => m.upload))];
  const named = ids.length <= 3 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more`;
  return failed({
    kind: 'not_found',
    code: 'upload_not_found',
    message: ids.length === 1 ? `Upload ${named} does not exist, or it is not yours.` : `Uploads ${named} do not exist, or they are not yours.`,
    fieldErrors: Object.fromEntries(missing.map((m) => [m.path, ['is not one of your uploads']])),
  });
}
