import { deflateSync } from 'node:zlib';

// PNGs made and read in tests without an image library (the cart and the browser tests use no image library): an encoder for
// solid RGBA images and a reader of the header and pHYs chunks the print-file tests check.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

type Rgb = [number, number, number];

/** An opaque RGBA PNG whose pixel at (x, y) is `colourAt(x, y)`. */
function encodePng(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) row.set([...colourAt(x, y), 255], 1 + x * 4);
    return row;
  });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A width × height PNG of one opaque colour. */
export function solidPng(width: number, height: number, rgb: Rgb = [200, 30, 60]): Buffer {
  return encodePng(width, height, () => rgb);
}

/** A logo on white: a coloured block over the middle half, the rest white (what background removal clears). */
export function logoOnWhitePng(width: number, height: number, rgb: Rgb = [200, 30, 60]): Buffer {
  const inside = (v: number, size: number) => v >= size / 4 && v < (size * 3) / 4;
  return encodePng(width, height, (x, y) => (inside(x, width) && inside(y, height) ? rgb : [255, 255, 255]));
}

/** A PNG's pixel size and its pHYs density in dots per inch (null without a pHYs chunk in metres). */
export function readPngInfo(png: Buffer): { width: number; height: number; dpiX: number | null; dpiY: number | null } {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let info = { width: 0, height: 0, dpiX: null as number | null, dpiY: null as number | null };
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') info = { ...info, width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
    if (type === 'pHYs' && data[8] === 1) info = { ...info, dpiX: Math.round(data.readUInt32BE(0) * 0.0254), dpiY: Math.round(data.readUInt32BE(4) * 0.0254) };
    offset += 12 + length;
  }
  return info;
}
