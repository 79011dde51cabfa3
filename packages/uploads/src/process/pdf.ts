// PDF: the FIRST page only, drawn by pdf.js (Mozilla's renderer, pure JavaScript) onto a
// @napi-rs/canvas (Skia, prebuilt per platform: no system packages), then re-encoded to PNG by
// sharp like every other raster. The PDF itself is never stored: only the fresh PNG is.
//
// pdf.js runs in a worker thread of its own (pdf-render-worker.mjs, one per upload), which is
// terminated at the deadline: in this thread pdf.js could hold the event loop for as long as a
// hostile page takes to parse, past any timer.
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { UploadLimits } from '../limits';
import { UploadError } from '../upload-error';
import { checkDimensions } from './dimensions';
import type { EncodedImage } from './raster';

/** Print quality: the design lab's print files are 300 DPI, so a PDF page is drawn at that. */
export const PDF_RENDER_DPI = 300;
/** Most pixels on either side of the drawn page: browsers (Chrome, Firefox, Safari) will not
 *  make a canvas longer than this, and the editor draws the upload on one. */
export const PDF_MAX_SIDE = 32_767;

const POINTS_PER_INCH = 72;

/** Heap for the worker's JavaScript (pixels and decoded streams live outside it): a file that
 *  needs more is refused, and only its worker dies, not the service. */
const WORKER_HEAP_MB = 1024;

type GetDocumentParameters = Exclude<Parameters<typeof import('pdfjs-dist/legacy/build/pdf.mjs').getDocument>[0], string | URL | ArrayBuffer | ArrayBufferView | undefined>;

/** pdfjs-dist's own folders of font, CMap, ICC and decoder (wasm) files, read from disk. */
function pdfjsDataDirs(): { standardFontDataUrl: string; cMapUrl: string; iccUrl: string; wasmUrl: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // pdf.js joins these with a file name, so each ends with a separator.
  const dir = (name: string) => `${join(root, name)}/`;
  return { standardFontDataUrl: dir('standard_fonts'), cMapUrl: dir('cmaps'), iccUrl: dir('iccs'), wasmUrl: dir('wasm') };
}

/**
 * Everything pdf.js is told, so that it is fully offline and runs nothing from the file:
 * - `isEvalSupported: false`: pdf.js never compiles code from the file (fonts are drawn by
 *   interpreting their outlines, not through `new Function`; CVE-2024-4367 was exactly that path).
 * - No scripting: PDF JavaScript (OpenAction, AA, form calculations) is only ever run by the pdf.js
 *   *viewer*'s sandbox, which is not loaded here; `enableXfa: false` keeps XFA forms out too.
 * - No fetching: the bytes are given as data (no URL, no range requests), fonts come from the
 *   file or pdfjs-dist's own folder on disk (`standardFontDataUrl`, `useWorkerFetch: false`,
 *   `useSystemFonts: false`), so nothing is looked up on the network or the machine's fonts.
 * - `stopAtErrors: true`: a page pdf.js cannot draw completely is refused, not printed with
 *   parts missing (the package's rule: a refusal, never a silent fix).
 * - `maxImageSize` / `canvasMaxAreaInBytes`: images in the file and pdf.js's own scratch canvases
 *   are held to the same pixel limit as the page.
 */
export function pdfjsOptions(data: Uint8Array, limits: UploadLimits): GetDocumentParameters {
  return {
    data,
    ...pdfjsDataDirs(),
    cMapPacked: true,
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    stopAtErrors: true,
    maxImageSize: limits.maxPixels,
    canvasMaxAreaInBytes: limits.maxPixels * 4,
    verbosity: 0, // errors only: warnings about the shopper's file are not the server's log
  };
}

export interface PdfRasterSize {
  width: number;
  height: number;
  /** Canvas pixels per PDF unit (1/72 in × UserUnit). */
  scale: number;
  /** What the drawing comes to on the page: 300 unless the page had to be scaled down. */
  dpi: number;
}

/**
 * The canvas for a page of `pageWidth` × `pageHeight` points (UserUnit applied): 300 DPI, scaled
 * down evenly to fit the pixel limit and PDF_MAX_SIDE.
 *
 * Scaled down, not refused: unlike a PNG, a PDF has no pixel size of its own, the 300 DPI is our
 * choice. A poster-sized page (anything over about 33 × 33 in at 100 megapixels) is still good
 * artwork at a lower DPI, and the design lab judges the print DPI from the stored pixel size as it
 * does for any raster, so the shopper is told if it is too low for the size they print at. Sizing
 * the canvas before drawing is also what stops a 200 × 200 in page (3.6 gigapixels at 300 DPI)
 * from allocating a 14 GB canvas.
 */
export function pdfRasterSize(pageWidth: number, pageHeight: number, limits: UploadLimits): PdfRasterSize {
  const full = PDF_RENDER_DPI / POINTS_PER_INCH;
  const [w, h] = [pageWidth * full, pageHeight * full];
  const fit = Math.min(1, Math.sqrt(limits.maxPixels / (w * h)), PDF_MAX_SIDE / w, PDF_MAX_SIDE / h);
  const scale = full * fit;
  // Floor keeps width × height within the limit; the tiny epsilon keeps 612 pt at 2,550 px, not 2,549.
  const side = (points: number) => Math.max(1, Math.floor(points * scale + 1e-6));
  return { width: side(pageWidth), height: side(pageHeight), scale, dpi: scale * POINTS_PER_INCH };
}

type FromWorker =
  | { type: 'page'; width: number; height: number }
  | { type: 'pixels'; width: number; height: number; pixels: Uint8Array }
  | { type: 'no-pages' }
  | { type: 'error'; name: string; message: string };

export async function rasterisePdf(bytes: Uint8Array, limits: UploadLimits): Promise<EncodedImage> {
  const drawn = await drawFirstPage(bytes, limits);
  const { data, info } = await sharp(drawn.pixels, {
    raw: { width: drawn.width, height: drawn.height, channels: 4 },
    limitInputPixels: limits.maxPixels,
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/**
 * A worker with pdf.js already loaded: taken by the next PDF, and replaced at once, so a run of
 * uploads does not wait a second each for pdf.js to load. Each worker draws one PDF only. An idle
 * spare does not keep the process alive and is let go after a minute.
 */
let spare: Worker | undefined;
const SPARE_IDLE_MS = 60_000;

function startWorker(): Worker {
  const worker = new Worker(new URL('./pdf-render-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // An idle spare that fails is simply dropped (a job's own listeners report its failures).
  worker.on('error', () => undefined);
  worker.unref();
  return worker;
}

function takeWorker(): Worker {
  const worker = spare ?? startWorker();
  const next = startWorker();
  spare = next;
  next.once('exit', () => {
    if (spare === next) spare = undefined;
  });
  setTimeout(() => {
    if (spare === next) {
      spare = undefined;
      void next.terminate();
    }
  }, SPARE_IDLE_MS).unref();
  worker.ref();
  return worker;
}

/** Runs a worker: it reports the page size, is told the canvas size, and answers the pixels. */
function drawFirstPage(bytes: Uint8Array, limits: UploadLimits): Promise<{ width: number; height: number; pixels: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker();
    // A copy, moved to the worker: the caller keeps its bytes.
    const data = new Uint8Array(bytes);
    worker.postMessage({ options: pdfjsOptions(data, limits) }, [data.buffer]);
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const fail = (error: unknown) => finish(() => reject(error));
    const timer = setTimeout(() => fail(tooSlow(limits)), limits.maxPdfRenderMs);

    worker.on('message', (message: FromWorker) => {
      try {
        switch (message.type) {
          case 'page': {
            if (!(message.width > 0 && message.height > 0 && Number.isFinite(message.width * message.height))) throw unreadable();
            const size = pdfRasterSize(message.width, message.height, limits);
            checkDimensions(size.width, size.height, limits);
            worker.postMessage(size);
            return;
          }
          case 'pixels':
            if (message.pixels.byteLength !== message.width * message.height * 4) throw unreadable();
            return finish(() => resolve(message));
          case 'no-pages':
            throw new UploadError('unreadable_pdf', 'The PDF has no pages; export your artwork again and upload the new file.');
          case 'error':
            throw fromPdfJs(message);
        }
      } catch (error) {
        fail(error);
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        fail(new UploadError('pdf_too_complex', 'The PDF\'s first page needs too much memory to draw; simplify it or export a PNG, and upload that.', { cause: error }));
      } else {
        fail(unreadable(error));
      }
    });
    worker.on('exit', () => fail(unreadable(new Error('the PDF worker stopped without an answer'))));
  });
}

/** pdf.js's errors come across the thread as a name and a message. */
function fromPdfJs({ name, message }: { name: string; message: string }): UploadError {
  const cause = Object.assign(new Error(message), { name });
  if (name === 'PasswordException') {
    return new UploadError('pdf_encrypted', 'The PDF is protected by a password; save it without one (or export a PNG or SVG) and upload that.', { cause });
  }
  return unreadable(cause);
}

function unreadable(cause?: unknown): UploadError {
  return new UploadError(
    'unreadable_pdf',
    'The file looks like a PDF but its first page could not be read or drawn; it may be damaged or incomplete. Export it again (or export a PNG or SVG) and upload the new file.',
    { cause },
  );
}

function tooSlow(limits: UploadLimits, cause?: unknown): UploadError {
  const seconds = Math.round(limits.maxPdfRenderMs / 100) / 10;
  return new UploadError(
    'pdf_too_complex',
    `The PDF's first page took more than ${seconds.toLocaleString('en-US')} second${seconds === 1 ? '' : 's'} to draw; simplify it or export a PNG, and upload that.`,
    { cause },
  );
}
