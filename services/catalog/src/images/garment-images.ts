import { ByteLruCache } from './byte-lru-cache';
import { garmentFileName, type GarmentImageRequest } from './garment-file-name';
import { renderGarment } from './render-garment';

/**
 * Rendered images by file name: an LRU bounded in bytes, plus the renders in flight so a burst
 * of requests for one new image renders it once. Only a cache; any instance can re-render.
 */
export class GarmentImages {
  private readonly cache: ByteLruCache;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  renders = 0;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.cache = new ByteLruCache(maxBytes);
  }

  async get(req: GarmentImageRequest): Promise<Buffer> {
    const key = garmentFileName(req);
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      this.renders++;
      pending = renderGarment(req.garment, req.hex, req.view, req.width, req.format).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
      const buf = await pending;
      this.cache.set(key, buf);
      return buf;
    }
    return pending;
  }
}
