/**
 * What the upload form states and checks before a byte is sent. The numbers are packages/uploads'
 * UPLOAD_LIMITS and ACCEPTED_TYPES (a server package the browser cannot import; mfe-design-lab
 * repeats them too): change them together. The service checks everything again, by the bytes.
 */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.webp,.svg,.pdf';
export const UPLOAD_LIMITS_TEXT = 'PNG, JPEG, WebP, SVG or PDF, up to 25 MB each.';

const ACCEPTED = UPLOAD_ACCEPT.split(',');

/** Why a file cannot be sent, before sending it; null when it may go. */
export function refuseBeforeSending(file: File): string | null {
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name} is larger than 25 MB.`;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  if (!ACCEPTED.includes(file.type) && !ACCEPTED.includes(extension)) return `${file.name} is not a PNG, JPEG, WebP, SVG or PDF file.`;
  return null;
}
