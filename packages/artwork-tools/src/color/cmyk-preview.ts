// What the print will look like: the colours taken through libvips' bundled CMYK profile and back
// to sRGB, so out-of-gamut colours (electric blue, neon green) show dulled as ink will print them.
// sharp's withIccProfile('cmyk') does an ICC transform into the profile and embeds it; reading that
// back with toColourspace('srgb') uses the embedded profile. (toColourspace('cmyk') alone gives a
// profile-less conversion whose round trip turned pure green into lime.) Alpha is carried over as is.
import sharp from 'sharp';
import { Job, type JobOptions } from '../job/job';
import { decodeRgba, encodePng } from '../raster/rgba';

export interface CmykPreviewResult {
  png: Buffer;
}

export async function cmykPreview(png: Buffer, options: JobOptions = {}): Promise<CmykPreviewResult> {
  const job = new Job('cmykPreview', options);
  const { data, width, height } = await job.run(0.1, () => decodeRgba(png));
  const raw = { width, height, channels: 4 as const };
  const cmyk = await job.run(0.5, () =>
    sharp(data, { raw, limitInputPixels: false }).removeAlpha().withIccProfile('cmyk').tiff({ compression: 'lzw' }).toBuffer(),
  );
  const rgb = await job.run(0.8, () => sharp(cmyk, { limitInputPixels: false }).toColourspace('srgb').removeAlpha().raw({ depth: 'uchar' }).toBuffer());
  const out = Buffer.alloc(width * height * 4);
  for (let p = 0, q = 0; p < out.length; p += 4, q += 3) {
    out[p] = rgb[q]!;
    out[p + 1] = rgb[q + 1]!;
    out[p + 2] = rgb[q + 2]!;
    out[p + 3] = data[p + 3]!;
  }
  const result = await job.run(1, () => encodePng({ data: out, width, height }));
  job.done();
  return { png: result };
}
