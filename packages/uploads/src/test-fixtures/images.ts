// Files for the tests, made in the tests: real images from sharp, and PNGs assembled chunk by
// chunk where a hostile header is the point (no encoder would write them).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose IHDR claims width × height (8-bit RGB), with a tiny IDAT of `rows` zero rows. */
export function handMadePng(width: number, height: number, rows = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const rowBytes = 1 + Math.min(width, 1_000_000) * 3;
  const idat = deflateSync(Buffer.alloc(rowBytes * rows), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
}

export function solidPng(width: number, height: number, alpha = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha } } }).png().toBuffer();
}

/** A 4 × 2 gradient-ish picture with a transparent and a half-transparent pixel. */
export function patternRgba(): { raw: Buffer; width: number; height: number } {
  const width = 4;
  const height = 2;
  const raw = Buffer.from([
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 0,
    255, 255, 0, 128, 0, 255, 255, 255, 255, 0, 255, 255, 90, 90, 90, 255,
  ]);
  return { raw, width, height };
}

export function patternPng(): Promise<Buffer> {
  const { raw, width, height } = patternRgba();
  return sharp(raw, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A valid PNG that also carries HTML: in a tEXt chunk before the pixels and after IEND. */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await solidPng(16, 16);
  const afterIhdr = 8 + 25; // signature + IHDR chunk (4 length + 4 type + 13 data + 4 crc)
  const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(HTML_PAYLOAD, 'latin1')]));
  return Buffer.concat([png.subarray(0, afterIhdr), text, png.subarray(afterIhdr), Buffer.from(HTML_PAYLOAD, 'latin1')]);
}

export function svg(body: string, attributes = 'width="120" height="80"'): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`);
}

export function bytesContain(haystack: Uint8Array, needle: string): boolean {
  return Buffer.from(haystack).includes(Buffer.from(needle, 'latin1'));
}

/** What Adobe Illustrator's SVG export writes (styles, classes, gradients, symbols, masks, markers). */
export const ILLUSTRATOR_SVG = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 200 100" style="enable-background:new 0 0 200 100;" xml:space="preserve" enable-background="new 0 0 200 100" baseProfile="tiny">
<style type="text/css">
	.st0{fill:#E30613;}
	.st1{font-family:'Helvetica-Bold';font-size:24px;}
</style>
<g data-name="Group 1">
	<path class="st0" d="M10,10h50v50H10V10z"/>
	<text transform="matrix(1 0 0 1 70 40)" class="st1">LOGO</text>
	<circle cx="150" cy="50" r="20" shape-rendering="geometricPrecision" vector-effect="non-scaling-stroke" paint-order="stroke" mix-blend-mode="multiply"/>
	<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1" y2="1" gradientTransform="matrix(1 0 0 1 0 0)">
		<stop offset="0" style="stop-color:#FFFFFF"/>
		<stop offset="1" style="stop-color:#000000"/>
	</linearGradient>
    <rect x="0" y="0" width="10" height="10" style="fill:url(#SVGID_1_);" rx="2" opacity="0.5" fill-rule="evenodd" clip-rule="evenodd" stroke-miterlimit="10" transform="rotate(45)"/>
    <clipPath id="c"><rect width="5" height="5"/></clipPath>
    <mask id="m"><rect width="5" height="5" fill="white"/></mask>
    <pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1"/></pattern>
    <marker id="mk" markerWidth="3" markerHeight="3" refX="1" refY="1"><path d="M0,0L2,1L0,2z"/></marker>
    <polyline points="0,0 5,5" marker-end="url(#mk)" clip-path="url(#c)" mask="url(#m)" fill="url(#p)"/>
    <symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol><use xlink:href="#s" width="10" height="10" x="5"/>
    <textPath href="#c">x</textPath><tspan dx="1" letter-spacing="1" text-anchor="middle" dominant-baseline="middle">y</tspan>
</g>
</svg>`;
