import { describe, expect, it } from 'vitest';
import { dtfArtworkPageUrl } from './dtf-artwork-url';
import { recognize } from './recognize';

describe('dtfArtworkPageUrl', () => {
  it('spells the artwork page in each store, and recognize() reads it as that page', () => {
    const id = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
    expect(dtfArtworkPageUrl(id, 'us')).toBe(`/design-lab/artwork?id=${id}`);
    expect(dtfArtworkPageUrl(id, 'ca')).toBe(`/ca/design-lab/artwork?id=${id}`);
    const [path, search] = dtfArtworkPageUrl(id, 'ca').split('?');
    expect(recognize(path!, `?${search}`)).toMatchObject({ screen: 'dtf-artwork', store: 'ca' });
  });
});
