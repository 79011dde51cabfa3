// Issue 11's upload attack corpus, each file made here: every one is refused with a clear 4xx
// message or neutralised, and a refused one never reaches the blob store (disk or S3).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store/blob-store';
import { createDiskBlobStore } from './blob-store/disk-blob-store';
import { createS3BlobStore } from './blob-store/s3-blob-store';
import { processUpload } from './process/process-upload';
import { storeUpload } from './store-upload';
import { startFakeS3, type FakeS3 } from './test-fixtures/fake-s3-server';
import { bytesContain, handMadePng, HTML_PAYLOAD, pngHtmlPolyglot, solidPng, svg } from './test-fixtures/images';
import { handMadePdf, passwordProtectedPdf } from './test-fixtures/pdfs';
import { UploadError } from './upload-error';

const credentials = { accessKeyId: 'AKIACORPUS', secretAccessKey: 'corpus-secret' };
let s3: FakeS3;
let diskRoot: string;
let stores: Array<{ driver: string; store: BlobStore; isEmpty: () => Promise<boolean> }>;

beforeAll(async () => {
  s3 = await startFakeS3({ ...credentials, region: 'eu-west-1', buckets: ['corpus'] });
  diskRoot = await mkdtemp(join(tmpdir(), 'uploads-corpus-'));
  stores = [
    { driver: 'disk', store: createDiskBlobStore(diskRoot), isEmpty: async () => (await readdir(diskRoot, { recursive: true })).length === 0 },
    {
      driver: 's3',
      store: createS3BlobStore({ endpoint: s3.endpoint, region: 'eu-west-1', bucket: 'corpus', credentials, maxAttempts: 1 }),
      isEmpty: async () => s3.objects.get('corpus')?.size === 0 && !s3.requests.some((request) => request.method === 'PUT'),
    },
  ];
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

/** The refusal processUpload gives, and the same refusal through storeUpload with nothing stored. */
async function expectRefusedAndNothingStored(bytes: Uint8Array, name: string, expected: { status: number; message: string | RegExp }) {
  const error = await processUpload(bytes, name).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UploadError);
  expect((error as UploadError).status).toBe(expected.status);
  expect((error as UploadError).message).toMatch(expected.message);
  for (const { driver, store, isEmpty } of stores) {
    await expect(storeUpload(store, bytes, name), driver).rejects.toMatchObject({ status: expected.status });
    expect(await isEmpty(), `${driver} stayed empty`).toBe(true);
  }
}

describe('upload attack corpus: refused, nothing stored', () => {
  it('a decompression bomb: a PNG of a few hundred bytes claiming 100,000 × 100,000 pixels → 413 before decoding', async () => {
    const bomb = handMadePng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1000);
    // Decoding 10^10 pixels would take minutes and 30 GB (far past the test timeout); the header is enough.
    await expectRefusedAndNothingStored(bomb, 'bomb.png', {
      status: 413,
      message: 'The image is 100,000 × 100,000 pixels (10,000 megapixels); images are limited to 100 megapixels.',
    });
  });

  it('a header just over the pixel limit (20,000 × 10,000) → 413; one libpng will not read (1 × 200,000,000) → 422', async () => {
    await expectRefusedAndNothingStored(handMadePng(20_000, 10_000), 'big.png', {
      status: 413,
      message: 'The image is 20,000 × 10,000 pixels (200 megapixels); images are limited to 100 megapixels.',
    });
    await expectRefusedAndNothingStored(handMadePng(1, 200_000_000), 'thin.png', { status: 422, message: /looks like a PNG image but could not be read/ });
  });

  it('an SVG with onload → 422 naming the handler', async () => {
    await expectRefusedAndNothingStored(svg('<rect width="10" height="10"/>', 'width="10" height="10" onload="alert(document.cookie)"'), 'cute.svg', {
      status: 422,
      message: 'The SVG contains a script or event handler (onload); remove it and upload again.',
    });
  });

  it('an SVG with a <script> → 422', async () => {
    await expectRefusedAndNothingStored(svg('<script>alert(1)</script><rect width="1" height="1"/>'), 'script.svg', {
      status: 422,
      message: 'The SVG contains a script or event handler (<script>); remove it and upload again.',
    });
  });

  it.each([
    ['<a href="javascript:alert(1)"><rect width="5" height="5"/></a>', 'href="javascript:alert(1)"'],
    ['<a xlink:href=" JaVaScRiPt:alert(1)"><rect width="5" height="5"/></a>', 'xlink:href="JaVaScRiPt:alert(1)"'],
    ['<a href="java&#x09;script:alert(1)"><rect width="5" height="5"/></a>', 'href="java script:alert(1)"'],
  ])('an SVG with a javascript: href (%s) → 422', async (body, what) => {
    await expectRefusedAndNothingStored(svg(body), 'link.svg', { status: 422, message: `The SVG contains a javascript: link (${what}); remove it and upload again.` });
  });

  it('an SVG with an external <use href="https://…"> → 422 naming the URL', async () => {
    await expectRefusedAndNothingStored(svg('<use href="https://evil.example/sprite.svg#icon"/>'), 'sprite.svg', {
      status: 422,
      message: 'The SVG refers to an outside file (https://evil.example/sprite.svg#icon); embed the image or remove the reference, and upload again.',
    });
  });

  it.each([
    ['<image href="file:///etc/passwd" width="1" height="1"/>', 'file:///etc/passwd'],
    ['<image xlink:href="http://169.254.169.254/latest/meta-data" width="1" height="1"/>', 'http://169.254.169.254/latest/meta-data'],
    ['<use xlink:href="other.svg#a"/>', 'other.svg#a'],
    ['<rect width="1" height="1" style="fill:url(https://evil.example/p.svg#g)"/>', 'url(https://evil.example/p.svg#g)'],
    ['<rect width="1" height="1" filter="url(\'//evil.example/f.svg#f\')"/>', 'url(//evil.example/f.svg#f)'],
    ['<style>@import url(https://evil.example/x.css);</style><rect width="1" height="1"/>', '@import'],
    ['<style>rect { fill: u\\72l(https://evil.example/p) }</style><rect width="1" height="1"/>', 'url(https://evil.example/p)'],
    ['<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>', null],
    ['<g xml:base="https://evil.example/"><use href="#a"/></g><rect id="a" width="1" height="1"/>', 'xml:base="https://evil.example/"'],
    ['<style>rect { mask-image: image-set("https://evil.example/m.png" 1x) }</style><rect width="1" height="1"/>', 'image-set'],
  ])('an SVG referring outside (%s) → 422', async (body, what) => {
    await expectRefusedAndNothingStored(svg(body), 'outside.svg', {
      status: 422,
      message: what === null ? /javascript: link|outside file/ : `The SVG refers to an outside file (${what}); embed the image or remove the reference, and upload again.`,
    });
  });

  it.each([
    ['<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>', '<foreignObject>'],
    ['<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/>', '<iframe>'],
  ])('an SVG embedding HTML (%s) → 422', async (body, what) => {
    await expectRefusedAndNothingStored(svg(body), 'html.svg', { status: 422, message: new RegExp(`embedded HTML or objects \\(${what}`) });
  });

  it('an SVG animating a link into javascript: → 422', async () => {
    await expectRefusedAndNothingStored(svg('<a><set attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a>'), 'anim.svg', {
      status: 422,
      message: /script or event handler/,
    });
  });

  it('an SVG with anything else DOMPurify would strip → 422 naming it', async () => {
    // No hazard find-hazards names, but not on DOMPurify's SVG lists: refused, not silently changed.
    await expectRefusedAndNothingStored(svg('<rect width="1" height="1" formaction="x" foo="bar"/><blink/>'), 'odd.svg', {
      status: 422,
      message: 'The SVG contains things that cannot be accepted (the attribute foo, the attribute formaction, <blink>); remove them and upload again.',
    });
  });

  it('an element in a foreign namespace → 422', async () => {
    await expectRefusedAndNothingStored(svg('<x:thing xmlns:x="urn:example:x"/><rect width="1" height="1"/>'), 'odd.svg', {
      status: 422,
      message: 'The SVG contains embedded HTML or objects (<x:thing>); remove it and upload again.',
    });
  });

  it('an HTML page named .png → 415, not stored as anything a browser would run', async () => {
    await expectRefusedAndNothingStored(Buffer.from(`<!doctype html>${HTML_PAYLOAD}`), 'photo.png', {
      status: 415,
      message: 'The file is not an image we accept; upload a PNG, JPEG, WebP or SVG file.',
    });
  });

  it('HTML first, PNG after (a GIFAR-style polyglot) → 415', async () => {
    await expectRefusedAndNothingStored(Buffer.concat([Buffer.from(HTML_PAYLOAD), await solidPng(4, 4)]), 'poly.png', { status: 415, message: /not an image we accept/ });
  });

  it('an empty file → 422 "The file is empty."', async () => {
    await expectRefusedAndNothingStored(new Uint8Array(), 'nothing.png', { status: 422, message: 'The file is empty.' });
  });

  it('a 0 × 0 PNG → 422', async () => {
    await expectRefusedAndNothingStored(handMadePng(0, 0), 'zero.png', { status: 422, message: /could not be read|0 × 0/ });
  });

  // Each PDF waits for a pdf.js worker (about a second), three times over: hence the timeouts.
  it('a PDF that needs a password → 422', { timeout: 30_000 }, async () => {
    await expectRefusedAndNothingStored(passwordProtectedPdf(), 'secret.pdf', { status: 422, message: /protected by a password/ });
  });

  it('a PDF with no pages → 422', { timeout: 30_000 }, async () => {
    await expectRefusedAndNothingStored(handMadePdf({ pages: [], count: 0 }), 'empty.pdf', { status: 422, message: 'The PDF has no pages; export your artwork again and upload the new file.' });
  });

  it('a malformed PDF named .png → 422 as a PDF, not a PNG', { timeout: 30_000 }, async () => {
    await expectRefusedAndNothingStored(Buffer.from(`%PDF-1.7\n${'x'.repeat(500)}`), 'photo.png', { status: 422, message: /looks like a PDF but its first page could not be read/ });
  });

  it('a 0 × 0 SVG → 422 naming the minimum', async () => {
    await expectRefusedAndNothingStored(svg('<rect/>', 'width="0" height="0"'), 'zero.svg', {
      status: 422,
      message: 'The image is 0 × 0 pixels; it must be at least 1 × 1.',
    });
  });
});

// Inputs that made a regular expression backtrack for minutes before the scanners were
// written by hand; vitest's 5 s test timeout is what fails if one comes back.
describe('hostile text: answered at once', () => {
  it('6,000 comments and no <svg> → 415', async () => {
    await expectRefusedAndNothingStored(Buffer.from(`${'<!--a-->'.repeat(6000)}x`), 'comments.svg', { status: 415, message: /not an image we accept/ });
  });

  it('an unclosed url( followed by a megabyte of spaces → 422', async () => {
    await expectRefusedAndNothingStored(svg(`<rect width="1" height="1" style="fill:url(${' '.repeat(1_000_000)}"/>`), 'space.svg', {
      status: 422,
      message: 'The SVG refers to an outside file (a url() that could not be read); embed the image or remove the reference, and upload again.',
    });
  });

  it('a width of a million digits → no size, 422', async () => {
    await expectRefusedAndNothingStored(svg('<rect width="1" height="1"/>', `width="${'1'.repeat(1_000_000)}x" height="5"`), 'digits.svg', { status: 422, message: /The SVG has no size/ });
  });

  it('an ATTLIST that would add a default onload → 422', async () => {
    const attlist = '<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]><svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"/>';
    await expectRefusedAndNothingStored(Buffer.from(attlist), 'attlist.svg', { status: 422, message: /<!ATTLIST>/ });
  });

  it('a name of a million dots → "upload.png"', async () => {
    // Only the first 1,000 characters of the last segment are looked at: the "x" is beyond them.
    expect((await processUpload(await solidPng(1, 1), `${'.'.repeat(1_000_000)}x`)).displayName).toBe('upload.png');
    expect((await processUpload(await solidPng(1, 1), `${'.'.repeat(900)}name.png`)).displayName).toBe('name.png');
    expect((await processUpload(await solidPng(1, 1), `${'. '.repeat(500_000)}`)).displayName).toBe('upload.png');
  });
});

describe('upload attack corpus: neutralised', () => {
  it('a PNG/HTML polyglot comes out as a clean PNG: same pixels, no HTML', async () => {
    const polyglot = await pngHtmlPolyglot();
    expect(bytesContain(polyglot, '<script>')).toBe(true);
    const result = await processUpload(polyglot, 'innocent.png');
    expect(result).toMatchObject({ kind: 'raster', contentType: 'image/png', width: 16, height: 16 });
    expect(bytesContain(result.bytes, '<script')).toBe(false);
    expect(bytesContain(result.bytes, 'html')).toBe(false);
    // Nothing after IEND.
    expect(Buffer.from(result.bytes.subarray(-8)).toString('latin1', 0, 4)).toBe('IEND');
    const [before, after] = await Promise.all([sharp(polyglot).raw().toBuffer(), sharp(result.bytes).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });

  it('a file whose extension lies is taken for what its bytes are', async () => {
    const png = await solidPng(5, 3);
    expect(await processUpload(png, 'totally-a-vector.svg')).toMatchObject({ kind: 'raster', sourceFormat: 'png', contentType: 'image/png', displayName: 'totally-a-vector.png' });
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(await processUpload(jpeg, 'photo.webp')).toMatchObject({ sourceFormat: 'jpeg', contentType: 'image/png', displayName: 'photo.png' });
    expect(await processUpload(svg('<rect width="1" height="1"/>'), 'picture.png')).toMatchObject({ kind: 'svg', contentType: 'image/svg+xml', displayName: 'picture.svg' });
  });

  it('a path-traversal name is reduced to a base name, and the key comes from the content', async () => {
    const png = await solidPng(2, 2);
    for (const { driver, store } of stores) {
      const stored = await storeUpload(store, png, '../../etc/passwd.png');
      expect(stored.displayName, driver).toBe('passwd.png');
      expect(stored.key, driver).toBe(`uploads/${stored.sha256.slice(0, 2)}/${stored.sha256}.png`);
      expect((await store.get(stored.key))?.contentType).toBe('image/png');
      await store.delete(stored.key);
    }
    expect((await processUpload(png, '..\\..\\windows\\win.ini\0.png')).displayName).toBe('win.ini.png');
    expect((await processUpload(png, 'a\u202Egnp.exe')).displayName).toBe('agnp.png');
  });
});
