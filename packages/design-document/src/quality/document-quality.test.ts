import { describe, expect, it } from 'vitest';
import { documentQuality } from './document-quality';
import { UPLOAD_ID, documentWith, imageLayer, textLayer } from '../testing/fixtures';

const SMALL = '11111111-2222-4333-8444-555555555555';
const MISSING = '99999999-2222-4333-8444-555555555555';

describe('documentQuality', () => {
  it('judges every image at its printed size from the upload record, and asks for the waiver under 100 DPI', () => {
    const doc = documentWith({
      front: { layers: [textLayer(), imageLayer({ id: 'big', width: 10, height: 10 })] },
      back: { layers: [imageLayer({ id: 'warn', width: 8, height: 4, rotation: 30 }), imageLayer({ id: 'tiny', upload: SMALL, width: 6, height: 6 })] },
    });
    const uploads = new Map([
      [UPLOAD_ID, { pixelWidth: 3000, pixelHeight: 3000 }],
      [SMALL, { pixelWidth: 500, pixelHeight: 500 }],
    ]);
    const report = documentQuality(doc, uploads);
    expect(report.images).toEqual([
      { side: 'front', layerId: 'big', upload: UPLOAD_ID, dpi: 300, quality: 'good' },
      // 3000 px over 8 in = 375 across, but 3000 over 4 = 750 down: the lower, 375
      { side: 'back', layerId: 'warn', upload: UPLOAD_ID, dpi: 375, quality: 'good' },
      { side: 'back', layerId: 'tiny', upload: SMALL, dpi: 83.33, quality: 'blocked' },
    ]);
    expect(report.quality).toBe('blocked');
    expect(report.needsLowResolutionWaiver).toBe(true);
    expect(report.unknownUploads).toEqual([]);
  });

  it('warns without needing the waiver between 100 and 150 DPI, and accepts a plain record', () => {
    const doc = documentWith({ front: { layers: [imageLayer({ width: 12, height: 12 })] } });
    const report = documentQuality(doc, { [UPLOAD_ID]: { pixelWidth: 1500, pixelHeight: 1500 } });
    expect(report).toMatchObject({ quality: 'warn', needsLowResolutionWaiver: false, images: [{ dpi: 125, quality: 'warn' }] });
  });

  it('is good with no images at all', () => {
    expect(documentQuality(documentWith({ front: { layers: [textLayer()] } }), new Map())).toEqual({ images: [], unknownUploads: [], quality: 'good', needsLowResolutionWaiver: false });
  });

  it('lists an image whose upload it was not given instead of guessing its quality', () => {
    const doc = documentWith({ front: { layers: [imageLayer({ upload: MISSING })] } });
    const report = documentQuality(doc, { toString: { pixelWidth: 1, pixelHeight: 1 } });
    expect(report.unknownUploads).toEqual([{ side: 'front', layerId: 'img-1', upload: MISSING }]);
    expect(report.images).toEqual([]);
  });
});
