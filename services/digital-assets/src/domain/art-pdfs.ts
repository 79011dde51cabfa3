import { createHash } from 'node:crypto';
import type { BlobStore } from '@storefront/uploads';
import { renderArtPdf } from './asset-art-files';
import { BLOB_PREFIX } from './asset-blobs';
import type { PrintFiles } from './print-files';

/** Bump when renderArtPdf draws differently: every stored PDF is then made again. */
export const ART_PDF_LAYOUT = 1;

/** What an asset's PDF download is made of: its art and the catalog's title and author, nothing of the buyer's. */
export interface ArtPdfSource {
  artSeed: number;
  title: string;
  author: string;
}

export interface ArtPdfs {
  bytes(source: ArtPdfSource): Promise<Uint8Array>;
}

/** Where the PDF of these inputs is kept: a hash of them, so any machine finds another's render. */
export function artPdfKey(source: ArtPdfSource): string {
  const hash = createHash('sha256').update(JSON.stringify([ART_PDF_LAYOUT, source.artSeed, source.title, source.author])).digest('hex');
  return `${BLOB_PREFIX}/art-pdf/${hash.slice(0, 2)}/${hash}.pdf`;
}

/**
 * An asset's PDF download, made once and kept in the blob store: pdf-lib re-encodes the 4500 px
 * print PNG in JavaScript, seconds of CPU a download should not pay each time. It carries nothing
 * personal (the buyer is on the certificate, not here), so one file serves every buyer of the
 * asset, and concurrent first downloads in a process share one render. Upload deletes never name
 * these keys: they are not content keys of any row.
 */
export function createArtPdfs(store: BlobStore, printFiles: PrintFiles, render: typeof renderArtPdf = renderArtPdf): ArtPdfs {
  const making = new Map<string, Promise<Uint8Array>>();

  async function make(key: string, source: ArtPdfSource): Promise<Uint8Array> {
    const pdf = await render(await printFiles.bytes(source.artSeed), { title: source.title, author: source.author });
    await store.put(key, pdf, 'application/pdf');
    return pdf;
  }

  return {
    async bytes(source) {
      const key = artPdfKey(source);
      const kept = await store.get(key);
      if (kept) return kept.bytes;
      let pending = making.get(key);
      if (!pending) {
        pending = make(key, source).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}
