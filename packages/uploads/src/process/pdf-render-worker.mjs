// The pdf.js side of PDF uploads, in its own worker thread (started by pdf.ts, one per upload).
// Plain JavaScript because it is started by file: Node 20 cannot start a .ts file as a worker
// (vitest and tsx can only transform what the main thread imports).
//
// Why a thread: in Node, pdf.js parses on the calling thread (its "fake worker") and chains its
// work through promises, so a hostile page (hundreds of thousands of operators) holds the event
// loop for many seconds and no timer can interrupt it. Here pdf.ts can terminate this thread at
// the deadline, and pdf.js's globals (DOMMatrix, Path2D, ImageData, a minimal `navigator`, which
// it installs when loaded) stay out of the server's own thread.
//
// One worker draws one PDF, then is terminated: no state of one shopper's file outlives it. It is
// started ahead of need (pdf.js takes about a second to load), and waits for its one job.
//
// Messages: ← { options } (pdf.js's getDocument parameters, the bytes included), then
// → { type: 'page', width, height } (points × UserUnit, rotation applied), waits for
// ← { width, height, scale } (the canvas pdf.ts chose) and answers → { type: 'pixels', width,
// height, pixels } (straight RGBA); or → { type: 'no-pages' } / { type: 'error', name, message }.
import { parentPort } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';

/** @type {import('node:worker_threads').MessagePort} */
const port = /** @type {never} */ (parentPort);
const nextMessage = () => new Promise((resolve) => port.once('message', resolve));

const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
// pdf.js's parser, loaded now rather than on the job (it would be, on the first getDocument).
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');

const job = /** @type {{ options: Parameters<typeof getDocument>[0] }} */ (await nextMessage());
const task = getDocument(job.options);
try {
  const pdf = await task.promise;
  if (pdf.numPages < 1) {
    port.postMessage({ type: 'no-pages' });
  } else {
    const page = await pdf.getPage(1);
    const unit = page.getViewport({ scale: 1 });
    const answer = nextMessage();
    port.postMessage({ type: 'page', width: unit.width, height: unit.height });
    const size = /** @type {{ width: number; height: number; scale: number }} */ (await answer);

    const canvas = createCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    await page.render({
      canvas: /** @type {never} */ (canvas),
      canvasContext: /** @type {never} */ (context),
      viewport: page.getViewport({ scale: size.scale }),
      // What the page prints: annotations marked "print" are drawn, screen-only ones are not.
      intent: 'print',
      // pdf.js fills the canvas with this before drawing (white unless told otherwise): a fully
      // transparent fill leaves it clear, so where the page paints nothing stays transparent.
      background: 'rgba(0,0,0,0)',
    }).promise;
    // Straight (not premultiplied) RGBA, as sharp takes raw input.
    const { data } = context.getImageData(0, 0, size.width, size.height);
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    canvas.width = canvas.height = 0; // let Skia free the page now
    const message = { type: 'pixels', width: size.width, height: size.height, pixels };
    try {
      port.postMessage(message, [pixels.buffer]); // moved, not copied (up to 400 MB)
    } catch {
      port.postMessage(message); // a buffer Skia owns cannot be moved: copied then
    }
  }
} catch (error) {
  const { name = 'Error', message = String(error) } = /** @type {{ name?: string; message?: string }} */ (error ?? {});
  port.postMessage({ type: 'error', name, message });
} finally {
  await task.destroy().catch(() => undefined);
}
