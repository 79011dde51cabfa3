// What the bytes are, whatever the file is called. Raster formats by their magic numbers
// (file-type); SVG has none, so any text that is not a known binary type is looked at as
// possible SVG by the SVG step.
import { fileTypeFromBuffer } from 'file-type';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

export type Sniffed =
  | { kind: 'raster'; format: RasterFormat }
  | { kind: 'pdf' }
  | { kind: 'maybe-svg' }
  | { kind: 'other'; description: string };

const RASTER_OF: Record<string, RasterFormat> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

export async function sniff(bytes: Uint8Array): Promise<Sniffed> {
  let found: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    found = await fileTypeFromBuffer(bytes);
  } catch {
    // A parser of some other format choked on the bytes: whatever it is, it is no image of ours.
    return { kind: 'maybe-svg' };
  }
  if (found === undefined || found.mime === 'application/xml') return { kind: 'maybe-svg' };
  const raster = RASTER_OF[found.mime];
  if (raster) return { kind: 'raster', format: raster };
  if (found.mime === 'application/pdf') return { kind: 'pdf' };
  return { kind: 'other', description: describeType(found.ext, found.mime) };
}

const FORMAT_NAMES: Record<string, string> = { tif: 'TIFF', psd: 'Photoshop (PSD)', ai: 'Illustrator' };

function describeType(ext: string, mime: string): string {
  const name = FORMAT_NAMES[ext] ?? ext.toUpperCase();
  const article = /^[AEFHILMNORSX]/.test(name) && !/^(?:HEI|HEV)/.test(name) ? 'an' : 'a'; // said letter by letter: "an SVG", "an AVIF"
  if (mime.startsWith('image/')) return `${article} ${name} image`;
  if (mime.startsWith('video/')) return `${article} ${name} video`;
  if (mime.startsWith('audio/')) return `an audio file (${name})`;
  return `a .${ext} file`;
}
