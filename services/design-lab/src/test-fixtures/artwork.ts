import { crc32, deflateSync } from 'node:zlib';

// Upload files made in the tests, without an image library (this service does not depend on
// sharp): PNGs assembled chunk by chunk, one small JPEG, SVG text, and readers for the pixel size
// of what comes back (PNG's IHDR, WebP's VP8/VP8L/VP8X header).

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 2; // colour type RGB
  return pngChunk('IHDR', data);
}

/** A real RGB PNG of width × height, a gradient tinted by `seed` (different seeds, different files). */
export function gradientPng(width: number, height: number, seed = 0): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (x * 7 + seed) & 255;
      row[2 + x * 3] = (y * 5 + seed * 3) & 255;
      row[3 + x * 3] = 160;
    }
    rows.push(row);
  }
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims width × height, with one zero row of pixels: a decompression bomb when large, a 0 × 0 image at 0. */
export function claimedSizePng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.min(width, 1_000_000) * 3);
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', deflateSync(row, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A valid PNG that also carries an HTML page: in a tEXt chunk before the pixels and after IEND. */
export function pngHtmlPolyglot(): Buffer {
  const png = gradientPng(16, 16, 9);
  const afterIhdr = 8 + 25; // signature + IHDR chunk
  const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(HTML_PAYLOAD, 'latin1')]));
  return Buffer.concat([png.subarray(0, afterIhdr), text, png.subarray(afterIhdr), Buffer.from(HTML_PAYLOAD, 'latin1')]);
}

/** A 40 × 30 baseline JPEG (378 bytes), made once with sharp. */
export const JPEG_40X30 = Buffer.from(
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAeACgDASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAABQQAB//EABgQAAMBAQAAAAAAAAAAAAAAAAADBGEC/8QAFwEBAQEBAAAAAAAAAAAAAAAABAYFB//EABsRAAMBAAMBAAAAAAAAAAAAAAABBAIDEiEi/9oADAMBAAIRAxEAPwDmyo8LFR4JqjwrVHhu7pCy1hio8LFR4JKjwsVHgLdJTS1hio8MPKjwwR0+lDxV/JAqPCtUeCKpeSxUvIbdDOGy1MOVHhWqPBFUvJYqXkFuhlPLUw1UeGHVS8mCOj0oeKp9T//Z',
  'base64',
);

export function svg(body: string, attributes = 'width="120" height="80" viewBox="0 0 120 80"'): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`);
}

export const bytesContain = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(Buffer.from(needle, 'latin1'));

/** A PNG's width and height from its IHDR; null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes);
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** A WebP's width and height from its first chunk (lossy VP8, lossless VP8L or extended VP8X); null when not a WebP. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes);
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}
