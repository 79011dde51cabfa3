import { createHash } from 'node:crypto';
import { CERTIFICATE_LAYOUT, renderCertificatePdf, type RenderCertificate } from './certificate-pdf';
import type { CertificateText } from './certificate-text';

/** Rendered certificates this process keeps (about 15 KB each, so some 500 of them). */
export const CERTIFICATE_CACHE_BYTES = 8 * 1024 * 1024;

export interface Certificates {
  /** the certificate's strong ETag, a hash of everything printed on it (and the layout): known without rendering */
  etagOf(text: CertificateText): string;
  /** its PDF: this process's copy, else rendered once (concurrent asks for one certificate share the render) */
  pdf(text: CertificateText): Promise<Uint8Array>;
}

/**
 * Certificates cached by content, in this process (an LRU bounded in bytes). Chosen over the shared
 * blob store: a certificate carries the buyer's name and email, which a blob keyed by a hash would
 * keep after the account changes or goes (nothing would ever delete it), and a render costs tens of
 * milliseconds once the font is parsed, so each instance rendering a certificate once is cheap. What
 * saves the most needs no cache at all: the ETag comes from the text, so a browser revalidating gets
 * its 304 on any instance without a render.
 */
export function createCertificates(render: RenderCertificate = renderCertificatePdf, maxBytes = CERTIFICATE_CACHE_BYTES): Certificates {
  const cached = new Map<string, { pdf: Promise<Uint8Array>; bytes: number }>();
  let total = 0;

  const etagOf = (text: CertificateText) => `"${createHash('sha256').update(JSON.stringify([CERTIFICATE_LAYOUT, text])).digest('base64url')}"`;

  const forget = (etag: string) => {
    const entry = cached.get(etag);
    if (!entry) return;
    cached.delete(etag);
    total -= entry.bytes;
  };

  return {
    etagOf,
    pdf(text) {
      const etag = etagOf(text);
      const hit = cached.get(etag);
      if (hit) {
        // most recently used last
        cached.delete(etag);
        cached.set(etag, hit);
        return hit.pdf;
      }
      const entry = { pdf: render(text), bytes: 0 };
      cached.set(etag, entry);
      entry.pdf.then(
        (pdf) => {
          if (cached.get(etag) !== entry) return;
          entry.bytes = pdf.byteLength;
          total += pdf.byteLength;
          for (const [key] of cached) {
            if (total <= maxBytes || key === etag) break;
            forget(key);
          }
        },
        // a failed render is not kept: the next request tries again
        () => cached.get(etag) === entry && forget(etag),
      );
      return entry.pdf;
    },
  };
}
