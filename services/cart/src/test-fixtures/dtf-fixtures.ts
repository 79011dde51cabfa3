import { randomBytes, randomUUID } from 'node:crypto';
import { dtfArtworks, dtfArtworkVersions } from '@storefront/db';
import { GUEST_CART_COOKIE, hashGuestCartToken } from '@storefront/server-kit';
import { solidPng } from '@storefront/testing';
import type { MadeTestApp, ShopperIdentity } from './made-fixtures';

export interface TestArtwork {
  id: string;
  version: number;
  width: number;
  height: number;
}

/**
 * A DTF artwork as the design lab's upload writes it (its rows and its PNG in the blob store),
 * owned by a signed-in user or by the browser's guest cookie (given one if it has none), with
 * `versions` versions of which the last is in use. The cart only reads these rows.
 */
export async function insertArtwork(
  t: MadeTestApp,
  who: ShopperIdentity,
  opts: { width: number; height: number; name?: string; catalogNumber?: string | null; versions?: number },
): Promise<TestArtwork> {
  let owner: { userId: string | null; guestTokenHash: string | null };
  if ('userId' in who) owner = { userId: who.userId, guestTokenHash: null };
  else {
    let token = who.browser.cookie(GUEST_CART_COOKIE);
    if (!token) {
      token = randomBytes(32).toString('base64url');
      who.browser.jar.set(GUEST_CART_COOKIE, token);
    }
    owner = { userId: null, guestTokenHash: hashGuestCartToken(token) };
  }
  const versions = opts.versions ?? 1;
  const [artwork] = await t.handle.db
    .insert(dtfArtworks)
    .values({ ...owner, name: opts.name ?? 'Logo.png', catalogNumber: opts.catalogNumber ?? null, currentVersion: versions })
    .returning({ id: dtfArtworks.id });
  for (let v = 1; v <= versions; v++) {
    const png = solidPng(opts.width, opts.height);
    const key = `dtf/test/${randomUUID()}.png`;
    t.blobs.put(key, png, 'image/png');
    await t.handle.db
      .insert(dtfArtworkVersions)
      .values({ artworkId: artwork!.id, version: v, blobKey: key, width: opts.width, height: opts.height, byteSize: png.length, operation: v === 1 ? 'upload' : 'refine' });
  }
  return { id: artwork!.id, version: versions, width: opts.width, height: opts.height };
}
