import { MAX_DTF_ARTWORKS_PER_OWNER } from '@storefront/contracts';
import { dtfArtworks, type Database } from '@storefront/db';
import { countOwned, type ProjectOwner } from '../project-owner';

export const countArtworks = (db: Database, owner: ProjectOwner): Promise<number> => countOwned(db, dtfArtworks, owner);

export const tooManyArtworks = () =>
  ({
    kind: 'invalid',
    code: 'too_many_artworks',
    message: `You can keep at most ${MAX_DTF_ARTWORKS_PER_OWNER} artworks. Delete one you no longer use to upload another.`,
  }) as const;
