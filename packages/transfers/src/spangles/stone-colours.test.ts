import { describe, expect, it } from 'vitest';
import { SPANGLE_COLOUR_NAMES, SPANGLE_STONE_SIZES } from '@storefront/contracts';
import { STONE_COLOUR_NAMES, STONE_COLOURS, stoneColoursNamed } from './stone-colours';
import { STONE_SIZE_NAMES } from './stone-sizes';

describe('stone colours', () => {
  it('are the ones the contracts accept, each with a label and a hex', () => {
    expect(STONE_COLOUR_NAMES).toEqual([...SPANGLE_COLOUR_NAMES]);
    expect(STONE_SIZE_NAMES).toEqual([...SPANGLE_STONE_SIZES]);
    for (const c of STONE_COLOURS) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('are picked by name in the table’s order', () => {
    expect(stoneColoursNamed(['gold', 'jet', 'nope']).map((c) => c.name)).toEqual(['jet', 'gold']);
  });
});
