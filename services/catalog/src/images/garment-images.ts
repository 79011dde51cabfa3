import { ByteLruCache } from './byte-lru-cache';
import { designFileName, type DesignImageRequest } from './design-file-name';
import { garmentFileName, type GarmentImageRequest } from './garment-file-name';
import { renderDesign } from './render-design';
import { renderGarment } from './render-garment';

/**
 * Rendered images by file name: an LRU bounded in bytes, plus the renders in flight so a burst
 * of requests for one new image renders it once. Only a cache; any instance can re-render.
 * Garments and digital assets' designs share the budget.
 */
export class GarmentImages {
  private readonly cache: ByteLruCache;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  renders = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.cache = new ByteLruCache(maxBytes);
  }

  get(req: GarmentImageRequest): Promise<Buffer> {
    return this.cached(garmentFileName(req), () => renderGarment(req.garment, req.hex, req.view, req.width, req.format));
  }

  /** A digital asset's picture, drawn from its art seed (part of the key, in case an asset's seed ever changes). */
  getDesign(req: DesignImageRequest, seed: number): Promise<Buffer> {
    return this.cached(`designs/${designFileName(req)}#${seed}`, () => renderDesign(seed, req.view, req.width, req.format));
  }

  private async cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      this.renders++;
      pending = render().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
      const buf = await pending;
      this.cache.set(key, buf);
      return buf;
    }
    return pending;
  }
}
