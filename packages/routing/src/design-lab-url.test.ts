import { describe, expect, it } from 'vitest';
import { designLabUrl } from './design-lab-url';

describe('designLabUrl', () => {
  it('spells the editor address in each store, with what it opens', () => {
    expect(designLabUrl('classic-tee', 11, 'us')).toBe('/design-lab?product=classic-tee&color=11');
    expect(designLabUrl('classic-tee', null, 'ca')).toBe('/ca/design-lab?product=classic-tee');
    expect(designLabUrl('classic-tee', 11, 'ca', { project: 'p1' })).toBe('/ca/design-lab?product=classic-tee&color=11&project=p1');
    expect(designLabUrl('classic-tee', 11, 'us', { madeDesignId: 'd1' })).toBe('/design-lab?product=classic-tee&color=11&made_design_id=d1');
  });
});
