import { count } from 'drizzle-orm';
import { MAX_DTF_ARTWORKS_PER_OWNER } from '@storefront/contracts';
import { dtfArtworks, type Database } from '@storefront/db';
import { dtfArtworkOwnedBy, type ProjectOwner } from '../project-owner';

export async function countArtworks(db: Database, owner: ProjectOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dtfArtworks).where(dtfArtworkOwnedBy(owner));
  return row?.n ?? 0;
}

export const tooManyArtworks = () =>
  ({
    kind: 'invalid',
    code: 'too_many_artworks',
    message: `You can keep at most ${MAX_DTF_ARTWORKS_PER_OWNER} artworks. Delete one you no longer use to upload another.`,
  }) as const;
