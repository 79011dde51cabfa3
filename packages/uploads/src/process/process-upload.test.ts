import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bytesContain, ILLUSTRATOR_SVG, patternPng, patternRgba, solidPng, svg } from '../test-fixtures/images';
import { UploadError } from '../upload-error';
import { processUpload } from './process-upload';
import { sha256Hex } from './sha256';

async function rawRgba(bytes: Uint8Array) {
  return sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe('processUpload: rasters come out as fresh PNGs', () => {
  it('keeps a PNG pixel for pixel, alpha included', async () => {
    const input = await patternPng();
    const result = await processUpload(input, 'logo.png');
    expect(result).toMatchObject({ kind: 'raster', sourceFormat: 'png', contentType: 'image/png', width: 4, height: 2, displayName: 'logo.png' });
    const out = await rawRgba(result.bytes);
    expect(out.info.channels).toBe(4);
    expect(Buffer.from(out.data).equals(patternRgba().raw)).toBe(true);
    expect(result.sha256).toBe(sha256Hex(result.bytes));
    expect(result.byteSize).toBe(result.bytes.byteLength);
  });

  it('keeps the alpha of a WebP', async () => {
    const input = await sharp({ create: { width: 30, height: 20, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).webp({ lossless: true }).toBuffer();
    const result = await processUpload(input, 'ghost.webp');
    expect(result).toMatchObject({ sourceFormat: 'webp', contentType: 'image/png', width: 30, height: 20, displayName: 'ghost.png' });
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
    const { data } = await rawRgba(result.bytes);
    expect(data[3]).toBeGreaterThan(120);
    expect(data[3]).toBeLessThan(135);
  });

  it('turns a JPEG upright by its EXIF orientation and strips all metadata', async () => {
    // 300 wide × 200 high, marked "rotate 90° clockwise to view", with a copyright and GPS.
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0080ff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'SECRET-OWNER-NAME' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' } })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    expect(bytesContain(input, 'SECRET-OWNER-NAME')).toBe(true);

    const result = await processUpload(input, 'holiday.jpg');
    expect(result).toMatchObject({ sourceFormat: 'jpeg', contentType: 'image/png', width: 200, height: 300, displayName: 'holiday.png' });
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytesContain(result.bytes, 'SECRET-OWNER-NAME')).toBe(false);
  });

  it('accepts a 1 × 1 image, the smallest there is', async () => {
    const result = await processUpload(await solidPng(1, 1), 'dot.png');
    expect(result).toMatchObject({ width: 1, height: 1 });
  });

  it('gives the same bytes and hash for the same upload', async () => {
    const input = await patternPng();
    const [a, b] = [await processUpload(input, 'a.png'), await processUpload(input, 'b.png')];
    expect(a.sha256).toBe(b.sha256);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });
});

describe('processUpload: SVG', () => {
  it('stores a clean SVG with its intrinsic size', async () => {
    const input = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>', 'width="2in" height="96" viewBox="0 0 40 20"');
    const result = await processUpload(input, 'badge.svg');
    expect(result).toMatchObject({ kind: 'svg', sourceFormat: 'svg', contentType: 'image/svg+xml', width: 192, height: 96, displayName: 'badge.svg' });
    const text = new TextDecoder().decode(result.bytes);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(text).toContain('fill="url(#g)"');
    expect(text).toContain('xlink:href="#g"');
    // The stored text is itself a drawable SVG.
    expect((await sharp(result.bytes).metadata()).format).toBe('svg');
  });

  it('takes the size from the viewBox when width and height are missing or percentages', async () => {
    expect(await processUpload(svg('<rect width="1" height="1"/>', 'viewBox="0 0 300 150"'), 'a.svg')).toMatchObject({ width: 300, height: 150 });
    expect(await processUpload(svg('<rect width="1" height="1"/>', 'width="100%" viewBox="0,0,30,15"'), 'a.svg')).toMatchObject({ width: 30, height: 15 });
    expect(await processUpload(svg('<rect width="1" height="1"/>', 'width="600" viewBox="0 0 300 150"'), 'a.svg')).toMatchObject({ width: 600, height: 300 });
  });

  it('accepts what Inkscape writes: XML declaration, comments, DOCTYPE, metadata and its own namespaces', async () => {
    const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg1"
   inkscape:version="1.3 (0e150ed6c4, 2023-07-21)" sodipodi:docname="shirt.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="0.7" />
  <metadata><rdf:RDF><dc:title>Shirt</dc:title></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <path style="fill:#ff0000;stroke:none" d="M 10,10 H 100 V 100 Z" id="path1" />
    <text xml:space="preserve" x="20" y="150" style="font-size:12px">Hello</text>
  </g>
</svg>`;
    const result = await processUpload(Buffer.from(inkscape), 'shirt.svg');
    expect(result).toMatchObject({ kind: 'svg', width: 794, height: 1123 });
    const text = new TextDecoder().decode(result.bytes);
    expect(text).not.toMatch(/inkscape|sodipodi|<metadata|<!--/);
    expect(text).toContain('d="M 10,10 H 100 V 100 Z"');
    expect(text).toContain('Hello');
  });

  it('accepts what Illustrator writes: styles, gradients, symbols, clip paths, masks, markers', async () => {
    const result = await processUpload(Buffer.from(ILLUSTRATOR_SVG), 'logo.svg');
    expect(result).toMatchObject({ kind: 'svg', width: 200, height: 100 });
    const text = new TextDecoder().decode(result.bytes);
    for (const kept of ['.st0{fill:#E30613;}', 'fill:url(#SVGID_1_)', 'xlink:href="#s"', 'marker-end="url(#mk)"', 'enable-background', 'LOGO']) expect(text).toContain(kept);
    expect(text).not.toContain('Adobe Illustrator');
  });

  it('accepts an embedded PNG as a data URL', async () => {
    const dataUrl = `data:image/png;base64,${(await solidPng(8, 8)).toString('base64')}`;
    const result = await processUpload(svg(`<image width="8" height="8" href="${dataUrl}"/>`), 'embedded.svg');
    expect(new TextDecoder().decode(result.bytes)).toContain(dataUrl);
  });
});

describe('processUpload: refusals name the limit', () => {
  it('refuses a file over the byte limit before looking inside it', async () => {
    const bytes = new Uint8Array(Math.ceil(31.2 * 1024 * 1024)); // zeros: not even an image
    await expect(processUpload(bytes, 'huge.png')).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
      message: 'The file is 31.2 MB; uploads are limited to 25 MB.',
    });
  });

  it('refuses a real image over a lowered pixel limit with 413', async () => {
    const error = await processUpload(await solidPng(200, 100), 'big.png', { maxPixels: 10_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status: 413, code: 'too_many_pixels' });
    expect((error as Error).message).toBe('The image is 200 × 100 pixels (20,000 pixels); images are limited to 10,000 pixels.');
  });

  it('refuses an SVG over the SVG byte limit with 413', async () => {
    const big = svg(`<rect width="1" height="1"/>${' '.repeat(2000)}`);
    await expect(processUpload(big, 'big.svg', { maxSvgBytes: 1024 })).rejects.toMatchObject({
      status: 413,
      message: `The SVG is ${(big.length / 1024).toFixed(1).replace(/\.0$/, '')} KB; SVG files are limited to 1 KB.`,
    });
  });

  it('refuses an SVG whose intrinsic size is over the pixel limit', async () => {
    await expect(processUpload(svg('<rect width="1" height="1"/>', 'width="20000" height="20000"'), 'poster.svg')).rejects.toMatchObject({
      status: 413,
      message: 'The image is 20,000 × 20,000 pixels (400 megapixels); images are limited to 100 megapixels.',
    });
  });

  it.each([
    ['GIF', () => sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer(), 'The file is a GIF image; upload a PNG, JPEG, WebP or SVG file.'],
    ['TIFF', () => sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).tiff().toBuffer(), 'The file is a TIFF image; upload a PNG, JPEG, WebP or SVG file.'],
    ['AVIF', () => sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).avif().toBuffer(), 'The file is an AVIF image; upload a PNG, JPEG, WebP or SVG file.'],
    ['ZIP', async () => Buffer.from('504b0304140000000000000000000000000000000000000000000000000000', 'hex'), 'The file is a .zip file; upload a PNG, JPEG, WebP or SVG file.'],
    ['plain text', async () => Buffer.from('just some words'), 'The file is not an image we accept; upload a PNG, JPEG, WebP or SVG file.'],
  ])('refuses %s with 415', async (_name, make, message) => {
    await expect(processUpload(await make(), 'file.png')).rejects.toMatchObject({ status: 415, code: 'unsupported_type', message });
  });

  it('takes a PDF (its first page, as a PNG) and refuses one it cannot read with 422, not 415', async () => {
    // More in pdf.test.ts; this catalog has no page tree.
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    await expect(processUpload(pdf, 'art.pdf')).rejects.toMatchObject({ status: 422, code: 'unreadable_pdf' });
  }, 30_000);

  it('refuses a truncated PNG and a damaged JPEG as unreadable (422)', async () => {
    const png = await solidPng(64, 64);
    await expect(processUpload(png.subarray(0, Math.floor(png.length * 0.6)), 'cut.png')).rejects.toMatchObject({ status: 422, code: 'unreadable_image' });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'red' } }).jpeg().toBuffer();
    await expect(processUpload(jpeg.subarray(0, 200), 'cut.jpg')).rejects.toMatchObject({ status: 422, message: expect.stringContaining('looks like a JPEG image but could not be read') });
  });

  it('refuses SVGs it cannot read or size (422)', async () => {
    await expect(processUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), 'a.svg')).rejects.toMatchObject({ status: 422, message: expect.stringContaining('not well-formed XML') });
    await expect(processUpload(Buffer.from('<svg width="10" height="10"><rect/></svg>'), 'a.svg')).rejects.toMatchObject({ status: 422, message: expect.stringContaining('no SVG namespace') });
    await expect(processUpload(svg('<rect width="1" height="1"/>', ''), 'a.svg')).rejects.toMatchObject({ status: 422, message: expect.stringContaining('The SVG has no size') });
    await expect(processUpload(svg('<rect/>', 'width="0" height="10"'), 'a.svg')).rejects.toMatchObject({ status: 422, code: 'too_few_pixels' });
    await expect(processUpload(Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text>'), Buffer.from([0xff, 0xfe]), Buffer.from('</text></svg>')]), 'a.svg')).rejects.toMatchObject({ status: 422, message: expect.stringContaining('not UTF-8') });
  });

  it('refuses entity declarations (a billion laughs) before parsing', async () => {
    // Without the check, jsdom expands entities; this one is refused with the DTD message, not a parse error.
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&lol2;</text></svg>`;
    await expect(processUpload(Buffer.from(laughs), 'lol.svg')).rejects.toMatchObject({ status: 422, code: 'unsafe_svg', message: expect.stringContaining('<!ENTITY>') });
  });

  it('refuses an SVG that jsdom and DOMPurify accept but librsvg cannot draw', async () => {
    // libxml2 (inside librsvg) limits names to 50,000 characters; DOMPurify allows data-* attributes.
    const broken = svg(`<rect width="10" height="10" data-${'x'.repeat(60_000)}="1"/>`);
    await expect(processUpload(broken, 'broken.svg')).rejects.toMatchObject({
      status: 422,
      message: 'The SVG could not be drawn; export it again from your design program and upload the new file.',
    });
  });

  it('refuses an SVG whose <use> copies multiply (a billion laughs in vector form), quickly', async () => {
    const levels = Array.from({ length: 12 }, (_, i) => `<g id="l${i + 1}">${`<use href="#${i ? `l${i}` : 'a'}"/>`.repeat(10)}</g>`).join('');
    // Refused by counting, before librsvg (which spends seconds expanding it) ever sees it.
    await expect(processUpload(svg(`<defs><rect id="a" width="1" height="1"/>${levels}</defs><use href="#l12"/>`), 'laughs.svg')).rejects.toMatchObject({
      status: 422,
      message: 'The SVG draws more than 200,000 elements once its <use> copies are expanded; simplify it and upload again.',
    });
  });

  it('refuses <use> loops and nesting deeper than librsvg reads', async () => {
    await expect(processUpload(svg('<g id="g"><use href="#g"/></g>'), 'loop.svg')).rejects.toMatchObject({ status: 422, message: expect.stringContaining('refers to itself') });
    await expect(processUpload(svg('<use id="a" href="#b"/><use id="b" href="#a"/>'), 'loop.svg')).rejects.toMatchObject({ status: 422, message: expect.stringContaining('refers to itself') });
    await expect(processUpload(svg(`${'<g>'.repeat(250)}${'</g>'.repeat(250)}`), 'deep.svg')).rejects.toMatchObject({ status: 422, message: 'The SVG nests elements more than 200 deep; flatten its groups and upload again.' });
  });

  it('refuses a long chain of <use> by its depth (librsvg stops at 500 layers), without overflowing the stack', async () => {
    const chain = (length: number) =>
      svg(`<defs>${Array.from({ length }, (_, i) => `<use id="u${i}" href="#u${i + 1}"/>`).join('')}<rect id="u${length}" width="1" height="1"/></defs><use href="#u0"/>`);
    await expect(processUpload(chain(12_000), 'chain.svg')).rejects.toMatchObject({
      status: 422,
      message: 'The SVG nests elements and <use> copies more than 200 deep; flatten it and upload again.',
    });
    expect((await processUpload(chain(150), 'chain.svg')).kind).toBe('svg');
  });

  it('refuses an SVG with more elements than the limit before parsing it', async () => {
    const many = svg('<rect width="1" height="1"/>'.repeat(30));
    await expect(processUpload(many, 'many.svg', { maxSvgElements: 20 })).rejects.toMatchObject({
      status: 413,
      message: 'The SVG has 31 elements; SVG files are limited to 20. Simplify it, or export a PNG.',
    });
  });
});
