import type { DesignDocument, SideId } from '../document/design-document';
import { sidesOf } from '../document/sides';
import { effectiveDpi, printQuality, type PrintQuality } from './dpi';

/** An upload's pixel size, as its stored record says (never as the document says). */
export interface UploadPixels {
  pixelWidth: number;
  pixelHeight: number;
}

export interface ImageQuality {
  side: SideId;
  layerId: string;
  upload: string;
  dpi: number;
  quality: PrintQuality;
}

export interface DocumentQuality {
  /** every image layer whose upload is known, in side then layer order */
  images: ImageQuality[];
  /** image layers whose upload was not in `uploadsById`: their quality cannot be judged */
  unknownUploads: { side: SideId; layerId: string; upload: string }[];
  /** the worst level of any image; `good` when there are none */
  quality: PrintQuality;
  /** true when some image is `blocked`: the cart line needs the shopper's low-resolution waiver */
  needsLowResolutionWaiver: boolean;
}

const RANK: Record<PrintQuality, number> = { good: 0, warn: 1, blocked: 2 };

/**
 * The effective DPI and quality of every image layer at its printed size. The browser shows it
 * live; the server calls it at made_add with pixel sizes from its own upload records, so a
 * document cannot claim a better resolution than the file has. Rotation does not change DPI.
 */
export function documentQuality(
  doc: DesignDocument,
  uploadsById: ReadonlyMap<string, UploadPixels> | Readonly<Record<string, UploadPixels | undefined>>,
): DocumentQuality {
  const lookup = (id: string): UploadPixels | undefined =>
    uploadsById instanceof Map ? uploadsById.get(id) : Object.hasOwn(uploadsById, id) ? (uploadsById as Record<string, UploadPixels | undefined>)[id] : undefined;
  const images: ImageQuality[] = [];
  const unknownUploads: DocumentQuality['unknownUploads'] = [];
  for (const [side, content] of sidesOf(doc)) {
    for (const layer of content.layers) {
      if (layer.kind !== 'image') continue;
      const pixels = lookup(layer.upload);
      if (!pixels) {
        unknownUploads.push({ side, layerId: layer.id, upload: layer.upload });
        continue;
      }
      const dpi = effectiveDpi(pixels.pixelWidth, pixels.pixelHeight, layer.width, layer.height);
      images.push({ side, layerId: layer.id, upload: layer.upload, dpi, quality: printQuality(dpi) });
    }
  }
  const quality = images.reduce<PrintQuality>((worst, image) => (RANK[image.quality] > RANK[worst] ? image.quality : worst), 'good');
  return { images, unknownUploads, quality, needsLowResolutionWaiver: quality === 'blocked' };
}
