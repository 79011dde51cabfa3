import { and, eq } from 'drizzle-orm';
import { GARMENTS, type Garment } from '@storefront/contracts';
import { designProjects, madeBlanks, madeProducts, type Database } from '@storefront/db';
import { findClipart, SIDE_IDS, type DesignDocument, type SideId } from '@storefront/design-document';
import { renderMockup, RenderError, type AreaPlacement } from '@storefront/design-document/print';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { BlobStore } from '@storefront/uploads';
import { printAreasOf } from './made-products';
import { ownedBy, type ProjectOwner } from './project-owner';
import { imageLayerUploads } from './project-uploads';
import { ownedUploadsAmong } from './uploads';

/** Preview widths, in pixels (square images): a request outside is clamped, not refused. */
export const PREVIEW_WIDTH = { min: 160, max: 1200, default: 640 } as const;

export const clampPreviewWidth = (width: number | undefined) =>
  width === undefined ? PREVIEW_WIDTH.default : Math.min(PREVIEW_WIDTH.max, Math.max(PREVIEW_WIDTH.min, Math.round(width)));

/** Everything a preview is drawn from; `revision` keys its cache. */
export interface PreviewTarget {
  projectId: string;
  revision: number;
  owner: ProjectOwner;
  document: DesignDocument;
  side: SideId;
  garment: Garment;
  hex: string;
  area: { width: number; height: number };
  placement: AreaPlacement;
  view: 0 | 1;
}

const projectNotFound = () => failed({ kind: 'not_found', code: 'project_not_found', message: 'That design project does not exist, or it is not yours.' } as const);

const isSide = (side: string): side is SideId => (SIDE_IDS as readonly string[]).includes(side);
const isGarment = (garment: string): garment is Garment => (GARMENTS as readonly string[]).includes(garment);

/**
 * The owner's project on one of its product's sides, with the garment, colour and print area to
 * draw it on. Another shopper's project, a side the product has no print area on, or a colour the
 * catalog no longer has: not found.
 */
export async function previewTarget(db: Database, owner: ProjectOwner | null, projectId: string, side: string): Promise<Outcome<PreviewTarget>> {
  if (!owner) return projectNotFound();
  const [row] = await db
    .select({ project: designProjects, garmentType: madeProducts.garmentType, catalogProductId: madeProducts.catalogProductId })
    .from(designProjects)
    .innerJoin(madeProducts, eq(madeProducts.id, designProjects.madeProductId))
    .where(and(eq(designProjects.id, projectId), ownedBy(owner)));
  if (!row) return projectNotFound();
  const areas = (await printAreasOf(db, [row.garmentType])).get(row.garmentType) ?? [];
  const area = isSide(side) ? areas.find((a) => a.side === side) : undefined;
  if (!area || !isSide(side)) {
    return failed({
      kind: 'not_found',
      code: 'side_not_found',
      message: `This design has no side “${side.slice(0, 40)}”: its sides are ${areas.map((a) => a.side.replace('_', ' ')).join(', ')}.`,
    });
  }
  const blank = (await madeBlanks(db, [row.catalogProductId], 'us')).get(row.catalogProductId);
  const color = blank?.colors.find((c) => c.compositionId === row.project.compositionId);
  if (!blank || !color || !isGarment(blank.garment)) {
    return failed({ kind: 'not_found', code: 'color_not_found', message: 'The garment colour of this design is no longer sold.' });
  }
  return succeeded({
    projectId: row.project.id,
    revision: row.project.revision,
    owner,
    // written only after parseDesignDocument accepted it (design-projects.ts), so it is a v2 document
    document: row.project.document as DesignDocument,
    side,
    garment: blank.garment,
    hex: color.hex,
    area: { width: area.widthIn, height: area.heightIn },
    placement: { left: area.left, top: area.top, width: area.width, height: area.height },
    view: area.view === 1 ? 1 : 0,
  });
}

/**
 * The side drawn on the garment as a square WebP (@storefront/design-document's renderMockup).
 * Image layers come from the blob store through the owner's upload rows (their pixel size too),
 * so a design can only ever show its owner's artwork; one that is gone is not found.
 */
export async function renderPreview(db: Database, blobStore: BlobStore, target: PreviewTarget, width: number): Promise<Outcome<Buffer>> {
  const wanted = imageLayerUploads(target.document)
    .filter((u) => u.path.startsWith(`document.sides.${target.side}.`))
    .map((u) => u.upload);
  const rows = await ownedUploadsAmong(db, target.owner, wanted);
  try {
    const mockup = await renderMockup(target.document, target.side, {
      garment: target.garment,
      hex: target.hex,
      area: target.area,
      placement: target.placement,
      view: target.view,
      width,
      format: 'webp',
      clipartPath: (id) => findClipart(id)?.path,
      images: async (id) => {
        const row = rows.get(id);
        const blob = row ? await blobStore.get(row.blobKey) : null;
        return row && blob ? { bytes: blob.bytes, width: row.width, height: row.height } : undefined;
      },
    });
    return succeeded(mockup.bytes);
  } catch (error) {
    if (!(error instanceof RenderError) || error.code === 'bad_area') throw error;
    return failed({
      kind: 'not_found',
      code: error.code === 'unknown_upload' ? 'upload_not_found' : 'clipart_not_found',
      message:
        error.code === 'unknown_upload'
          ? 'An image in this design is no longer among your uploads: remove it from the design or upload it again.'
          : 'A clipart shape in this design is no longer in the library: remove it from the design.',
    });
  }
}
