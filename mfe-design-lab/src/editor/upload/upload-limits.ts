/**
 * What the upload form states before a file is picked. The numbers are packages/uploads'
 * UPLOAD_LIMITS and ACCEPTED_TYPES (a server package the browser cannot import): change both
 * together. The service enforces them; the form only says them and spares a doomed 25 MB send.
 */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_MEGAPIXELS = 100;
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.webp,.svg,.pdf';
export const UPLOAD_LIMITS_TEXT = 'PNG, JPEG, WebP or SVG, up to 25 MB and 100 megapixels (PDFs too: the first page is used). Print at 150 DPI or more for a sharp result.';
