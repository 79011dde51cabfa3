import { formatPixels, type UploadLimits } from '../limits';
import { UploadError } from '../upload-error';

/** The pixel rules for rasters and for an SVG's intrinsic size alike. */
export function checkDimensions(width: number, height: number, limits: UploadLimits): void {
  const min = limits.minDimension;
  if (!(width >= min && height >= min)) {
    throw new UploadError('too_few_pixels', `The image is ${size(width, height)} pixels; it must be at least ${min} × ${min}.`);
  }
  if (width * height > limits.maxPixels) {
    throw new UploadError(
      'too_many_pixels',
      `The image is ${size(width, height)} pixels (${formatPixels(width * height)}); images are limited to ${formatPixels(limits.maxPixels)}.`,
    );
  }
}

function size(width: number, height: number): string {
  const n = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '?');
  return `${n(width)} × ${n(height)}`;
}
