import { digitalPurchasesOf, type Database } from '@storefront/db';
import type { ArtPdfs } from './art-pdfs';
import { artSvg, CONTENT_TYPES } from './asset-art-files';
import type { DownloadLinks } from './download-links';
import type { PrintFiles } from './print-files';

export interface DownloadDeps {
  db: Database;
  links: DownloadLinks;
  printFiles: PrintFiles;
  artPdfs: ArtPdfs;
}

export type DownloadResult =
  | { kind: 'file'; bytes: Uint8Array; contentType: string; filename: string }
  /** the link was not made by us (tampered, truncated, another secret) */
  | { kind: 'invalid' }
  /** the link was ours but its 15 minutes are over */
  | { kind: 'expired' }
  /** not this shopper's (or no longer a licence: refunded, canceled): said as "not found", never why */
  | { kind: 'not_found' };

/**
 * The file a download link names, for the user it was signed for only: the link's signature and
 * expiry first, then the viewer must be that user and the line still one of their bought assets
 * offering that format. The art is drawn from the asset's seed: PNG (the 4500 px print file),
 * SVG, or a PDF page embedding the PNG.
 */
export async function downloadFile(deps: DownloadDeps, token: string, viewerUserId: string | null, now: Date): Promise<DownloadResult> {
  const check = deps.links.verify(token, now);
  if (!check.ok) return { kind: check.reason };
  const { grant } = check;
  if (viewerUserId === null || viewerUserId !== grant.userId) return { kind: 'not_found' };
  const [purchase] = await digitalPurchasesOf(deps.db, viewerUserId, { orderLineId: grant.orderLineId });
  const format = grant.format;
  if (!purchase || !purchase.formats.includes(format)) return { kind: 'not_found' };
  const filename = `${purchase.productSlug}.${format}`;
  const contentType = CONTENT_TYPES[format];
  switch (format) {
    case 'svg':
      return { kind: 'file', bytes: Buffer.from(artSvg(purchase.artSeed)), contentType, filename };
    case 'png':
      return { kind: 'file', bytes: await deps.printFiles.bytes(purchase.artSeed), contentType, filename };
    case 'pdf':
      return { kind: 'file', bytes: await deps.artPdfs.bytes(purchase), contentType, filename };
  }
}
