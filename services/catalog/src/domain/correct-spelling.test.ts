import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db';
import { createTestDatabase } from '@storefront/db/testing';
import { seedCatalog } from '../test-fixtures/catalog-fixture';
import { correctSpelling } from './correct-spelling';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalog(handle.db);
});
afterAll(() => handle?.close());

describe('correctSpelling', () => {
  it('replaces misspelt words by the closest indexed stem and keeps known ones', async () => {
    expect(await correctSpelling(handle.db, 'gildn blak')).toBe('gildan & black');
    expect(await correctSpelling(handle.db, 'Hoody stiker')).toBe('hoodi & sticker');
  });
  it('drops stop words and answers null when nothing needed correcting or a word has no close stem', async () => {
    expect(await correctSpelling(handle.db, 'the blak')).toBe('black');
    expect(await correctSpelling(handle.db, 'hoodie black')).toBeNull();
    expect(await correctSpelling(handle.db, 'gildn qqqqzzzz')).toBeNull();
    expect(await correctSpelling(handle.db, "'; drop table --")).toBeNull();
  });
});
