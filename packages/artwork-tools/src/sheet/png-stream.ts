// A PNG written row band by row band, so a sheet far larger than memory can be encoded: signature,
// IHDR (8-bit RGBA, no interlace), pHYs (the DPI, as sharp's withMetadata({ density }) writes it),
// one zlib stream over the filtered rows cut into IDAT chunks, IEND. Only the container is written
// here; deflate is node:zlib, and every pixel in it was decoded, resampled and composited by sharp.
import { Transform, type TransformCallback } from 'node:stream';
import { crc32, constants as zlibConstants } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function pngHeader(width: number, height: number, dpi: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit, RGBA, deflate, adaptive filtering, no interlace
  const phys = Buffer.alloc(9);
  const perMetre = Math.round(dpi / 0.0254);
  phys.writeUInt32BE(perMetre, 0);
  phys.writeUInt32BE(perMetre, 4);
  phys[8] = 1; // unit: metre
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('pHYs', phys)]);
}

/**
 * Filters RGBA rows with the Up filter (each byte minus the one above: transparent runs and
 * vertical edges become zeros). `previous` is the last row of the band before (zeros at the top).
 */
export function filterRowsUp(rgba: Buffer, width: number, previous: Buffer): { filtered: Buffer; last: Buffer } {
  const stride = width * 4;
  const rows = rgba.length / stride;
  const filtered = Buffer.alloc(rows * (stride + 1));
  let above = previous;
  for (let y = 0; y < rows; y++) {
    const src = y * stride;
    const dst = y * (stride + 1);
    filtered[dst] = 2;
    for (let i = 0; i < stride; i++) filtered[dst + 1 + i] = (rgba[src + i]! - above[i]!) & 0xff;
    above = rgba.subarray(src, src + stride);
  }
  return { filtered, last: Buffer.from(above) };
}

/** Turns a zlib stream into IDAT chunks, framed by the header before and IEND after. */
export class IdatFramer extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly header: Buffer) {
    super();
    this.push(header);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= 1 << 20) this.flushIdat();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.flushIdat();
    this.push(pngChunk('IEND', Buffer.alloc(0)));
    done();
  }

  private flushIdat(): void {
    if (this.pendingBytes === 0) return;
    this.push(pngChunk('IDAT', Buffer.concat(this.pending, this.pendingBytes)));
    this.pending = [];
    this.pendingBytes = 0;
  }
}

export const DEFLATE_OPTIONS = { level: 6, strategy: zlibConstants.Z_DEFAULT_STRATEGY, chunkSize: 1 << 16 };
