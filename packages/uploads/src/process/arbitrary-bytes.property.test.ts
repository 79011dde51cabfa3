// Whatever arrives, processUpload answers a result or an UploadError (a 4xx): never a crash
// from a decoder, parser or sanitiser, which the route would turn into a 500.
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { handMadePng, ILLUSTRATOR_SVG, patternPng, svg } from '../test-fixtures/images';
import { UploadError } from '../upload-error';
import { processUpload } from './process-upload';

const SMALL_LIMITS = { maxPixels: 4_000_000 };

async function outcomeOf(bytes: Uint8Array, name: string): Promise<'ok' | number> {
  try {
    const result = await processUpload(bytes, name, SMALL_LIMITS);
    // An accepted file is always one of the two stored types, with a real size.
    expect(['image/png', 'image/svg+xml']).toContain(result.contentType);
    expect(result.width).toBeGreaterThanOrEqual(1);
    expect(result.height).toBeGreaterThanOrEqual(1);
    return 'ok';
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    expect([413, 415, 422]).toContain(error.status);
    expect(error.message.length).toBeGreaterThan(10);
    return error.status;
  }
}

let seeds: Buffer[] = [];
beforeAll(async () => {
  const png = await patternPng();
  const base = sharp({ create: { width: 24, height: 16, channels: 4, background: { r: 9, g: 99, b: 199, alpha: 0.7 } } });
  seeds = [
    png,
    await base.clone().jpeg().toBuffer(),
    await base.clone().webp().toBuffer(),
    await base.clone().webp({ lossless: true }).toBuffer(),
    handMadePng(100_000, 100_000),
    svg('<defs><linearGradient id="g"/></defs><rect width="5" height="5" fill="url(#g)"/><use href="#g"/>'),
    Buffer.from(ILLUSTRATOR_SVG),
  ];
});

const names = fc.oneof(fc.constantFrom('a.png', '../../x.svg', 'x.jpg', ''), fc.string({ maxLength: 300 }), fc.fullUnicodeString({ maxLength: 50 }));

describe('processUpload on arbitrary input', () => {
  it('answers a result or an UploadError for arbitrary bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), names, async (bytes, name) => {
        await outcomeOf(bytes, name);
      }),
      { numRuns: 300 },
    );
  });

  it('answers a result or an UploadError for damaged real files (bytes flipped, cut, spliced)', async () => {
    const damaged = fc
      .record({
        seed: fc.nat({ max: seeds.length - 1 }),
        flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        cut: fc.option(fc.nat()),
        tail: fc.uint8Array({ maxLength: 64 }),
      })
      .map(({ seed, flips, cut, tail }) => {
        const bytes = Buffer.from(seeds[seed]!);
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        const kept = cut === null ? bytes : bytes.subarray(0, cut % (bytes.length + 1));
        return Buffer.concat([kept, tail]);
      });
    const seen = new Set<'ok' | number>();
    await fc.assert(
      fc.asyncProperty(damaged, async (bytes) => {
        seen.add(await outcomeOf(bytes, 'damaged.png'));
      }),
      { numRuns: 400 },
    );
    // The generator reaches both sides: files that survive damage and files refused for it.
    expect(seen).toContain('ok');
    expect(seen).toContain(422);
  });

  it('answers a result or an UploadError for SVG-shaped text with arbitrary content and attributes', async () => {
    const markup = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('<rect width="1" height="1"/>', '<g>', '</g>', '<use href="#a"/>', '<a href="javascript:1">', '<![CDATA[<x>]]>', '&amp;', '&bogus;', '<!-- c -->', '<?pi x?>', '<style>a{fill:url(#b)}</style>'),
    );
    const sizes = fc.constantFrom('width="10" height="10"', 'viewBox="0 0 5 5"', 'width="1e9" height="1e9"', 'width="-1" height="2"', 'width="10%" height="abc"', '', 'width="0.2" height="0.2"');
    const seen = new Set<'ok' | number>();
    await fc.assert(
      fc.asyncProperty(fc.array(markup, { maxLength: 8 }), sizes, async (parts, size) => {
        seen.add(await outcomeOf(svg(parts.join(''), size), 'fuzz.svg'));
      }),
      { numRuns: 400 },
    );
    expect([...seen].sort()).toEqual([413, 422, 'ok']);
  });
});
