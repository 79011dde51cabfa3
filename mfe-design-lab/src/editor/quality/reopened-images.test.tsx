import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectResponse } from '@storefront/contracts';
import { renderEditor } from '../../fixtures/render-editor';

const uploadId = '00000000-0000-4000-8000-00000000abcd';
const withImage: ProjectResponse = {
  id: '00000000-0000-4000-8000-0000000000ee',
  name: 'Old',
  product: 'classic-tee',
  color: 11,
  revision: 3,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  document_version: 2,
  document: {
    version: 2,
    product: 'classic-tee',
    color: '11',
    sides: { front: { layers: [{ id: 'img', kind: 'image', x: 6, y: 8, width: 8, height: 8, rotation: 0, locked: false, upload: uploadId }] } },
  },
};

/** The browser's image loader: the stored file turns out to be 600 px square. */
class SixHundredPixels {
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(url: string) {
    expect(url).toBe(`/api/made/uploads/${uploadId}`);
    setTimeout(() => {
      this.naturalWidth = 600;
      this.naturalHeight = 600;
      this.onload?.();
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('a reopened design’s images', () => {
  it('are measured from the stored file, so their DPI gates the cart like a fresh upload’s', async () => {
    vi.stubGlobal('Image', SixHundredPixels);
    renderEditor({ latest: withImage });
    // 600 px over 8 in
    expect(await screen.findByRole('list', { name: 'Image resolution' })).toHaveTextContent('75 DPI — under 100 DPI it will print blurry.');
    expect(screen.getByRole('checkbox', { name: 'I accept a low-resolution print' })).not.toBeChecked();
  });
});
