// data:image/… inside an SVG is decoded by librsvg whenever the SVG is drawn (our check, every
// mockup, every print file), so it is held to the same rules as an uploaded raster: the bytes
// must be the type it claims and its pixels count towards the limit.
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { formatPixels, type UploadLimits } from '../limits';
import { UploadError } from '../upload-error';
import { EMBEDDED_IMAGE } from './find-hazards';
import { elementsOf } from './walk';

const MIME_OF: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', webp: 'image/webp' };

export async function checkEmbeddedImages(root: Element, limits: UploadLimits): Promise<void> {
  let pixels = 0;
  for (const image of elementsOf(root).filter((element) => element.localName === 'image')) {
    for (const attribute of Array.from(image.attributes)) {
      if (attribute.localName !== 'href') continue;
      const match = EMBEDDED_IMAGE.exec(attribute.value.trim());
      if (!match) continue; // find-hazards refuses every other href on <image>
      const bytes = Buffer.from((match[2] ?? '').replace(/\s+/g, ''), 'base64');
      const found = await fileTypeFromBuffer(bytes);
      if (found?.mime !== MIME_OF[(match[1] ?? '').toLowerCase()]) {
        throw new UploadError('unsafe_svg', 'The SVG contains an embedded image that is not the PNG, JPEG or WebP it claims to be; embed a real image and upload again.');
      }
      let size: { width?: number | undefined; height?: number | undefined };
      try {
        size = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch (error) {
        throw new UploadError('unreadable_image', 'The SVG contains an embedded image that could not be read; embed it again and upload the new file.', { cause: error });
      }
      pixels += (size.width ?? 0) * (size.height ?? 0);
      if (pixels > limits.maxPixels) {
        throw new UploadError('too_many_pixels', `The images embedded in the SVG have ${formatPixels(pixels)}; images are limited to ${formatPixels(limits.maxPixels)}.`);
      }
    }
  }
}
