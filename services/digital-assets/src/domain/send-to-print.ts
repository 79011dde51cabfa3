import { and, eq, sql } from 'drizzle-orm';
import { LICENCE_TERMS, NEAR_CAP_SHARE, type PrintResponse } from '@storefront/contracts';
import { digitalAssetUploads, digitalPurchasesOf, licenceUsage, printSends, type Database, type DigitalPurchase } from '@storefront/db';
import { abortWith, failed, inTransaction, type Outcome, type Problem, type Tx } from '@storefront/server-kit';
import { STORES } from '@storefront/store-config';
import { uploadOwnedBy, type FileOwner } from './file-owner';
import type { PrintFile, PrintFiles } from './print-files';
import { capOf, usageOf } from './purchases';
import { insertUploadRow, lockOwnerUploads, uploadFileUrl } from './uploads';

export interface SendToPrintDeps {
  db: Database;
  printFiles: PrintFiles;
  now: () => Date;
}

const lineNotFound = (): Problem => ({ kind: 'not_found', code: 'licence_not_found', message: 'There is no bought digital asset of yours with that order line.' });

/** "Your standard licence allows 500 printed units and 480 are used, so 30 more would go over …", with the units left. */
export function capReached(p: Pick<DigitalPurchase, 'licence' | 'quantity' | 'store'>, cap: number, used: number, units: number): Problem {
  const n = new Intl.NumberFormat(STORES[p.store].locale);
  const label = LICENCE_TERMS[p.licence].label.replace(/ licence$/, '').toLowerCase();
  const yours = p.quantity === 1 ? `Your ${label} licence allows` : `Your ${p.quantity} ${label} licences allow`;
  const left = Math.max(0, cap - used);
  const leftText = left === 0 ? 'none are left' : `${n.format(left)} ${left === 1 ? 'is' : 'are'} left`;
  return {
    kind: 'invalid',
    code: 'licence_cap_reached',
    message: `${yours} ${n.format(cap)} printed units and ${n.format(used)} are used, so ${n.format(units)} more would go over (${leftText}). Upgrade to the extended licence for unlimited prints.`,
    fieldErrors: { units: [left === 0 ? 'No printed units are left on this licence.' : `At most ${n.format(left)} more can be printed on this licence.`] },
  };
}

/**
 * Counts `units` printed against one of the user's bought licences and makes the print file the
 * DTF order starts from. The 4500 px PNG is rendered and stored first (content-addressed, no
 * transaction open: the blob store may be a network away); then one transaction makes the usage
 * row (its cap fixed at the first send), adds the units with a single conditional UPDATE (so
 * concurrent sends can never pass the cap together), records the send, and gives the buyer a file
 * row for the print file, marked with the order line (one per line: a later send reuses it). That row
 * is served to its owner by URL but is never one of their uploads (`ownUploadsOf`): sent again as a
 * plain upload it would print without counting. Over the cap → `licence_cap_reached`.
 */
export async function sendToPrint(deps: SendToPrintDeps, userId: string, orderLineId: string, units: number): Promise<Outcome<PrintResponse>> {
  const [purchase] = await digitalPurchasesOf(deps.db, userId, { orderLineId });
  if (!purchase) return failed(lineNotFound());
  // a send that cannot fit is refused before the render it would not use
  const before = (await usageOf(deps.db, [orderLineId])).get(orderLineId);
  const knownCap = capOf(purchase, before);
  const usedBefore = before?.unitsUsed ?? 0;
  if (knownCap !== null && usedBefore + units > knownCap) return failed(capReached(purchase, knownCap, usedBefore, units));

  const file = await deps.printFiles.stored(purchase.artSeed);
  const now = deps.now();
  const counted = await inTransaction(deps.db, async (tx) => {
    await tx
      .insert(licenceUsage)
      .values({ orderLineId, userId, productId: purchase.productId, licence: purchase.licence, cap: capOf(purchase, undefined), unitsUsed: 0, updatedAt: now })
      .onConflictDoNothing({ target: licenceUsage.orderLineId });
    const [after] = await tx
      .update(licenceUsage)
      .set({ unitsUsed: sql`${licenceUsage.unitsUsed} + ${units}`, updatedAt: now })
      .where(and(eq(licenceUsage.orderLineId, orderLineId), eq(licenceUsage.userId, userId), sql`(${licenceUsage.cap} is null or ${licenceUsage.unitsUsed} + ${units} <= ${licenceUsage.cap})`))
      .returning({ unitsUsed: licenceUsage.unitsUsed, cap: licenceUsage.cap });
    if (!after) {
      const [current] = await tx.select({ unitsUsed: licenceUsage.unitsUsed, cap: licenceUsage.cap }).from(licenceUsage).where(eq(licenceUsage.orderLineId, orderLineId));
      return abortWith(current ? capReached(purchase, current.cap ?? 0, current.unitsUsed, units) : lineNotFound());
    }
    await tx.insert(printSends).values({ orderLineId, userId, units, createdAt: now });
    const fileId = await printUploadOf(tx, { kind: 'user', userId }, purchase, file, now);
    return { fileId, unitsUsed: after.unitsUsed, cap: after.cap };
  });
  if (!counted.ok) return counted;
  const { fileId, unitsUsed, cap } = counted.value;
  // a shopper's delete of the last row naming the blob may have removed it since the render: our row protects it now
  await deps.printFiles.stored(purchase.artSeed);
  return {
    ok: true,
    value: { file_id: fileId, file_url: uploadFileUrl(fileId), units_used: unitsUsed, print_cap: cap, near_cap: cap !== null && unitsUsed >= NEAR_CAP_SHARE * cap },
  };
}

/** The buyer's file row for this line's print file: the one an earlier send made, else a new one (under the owner's lock, so parallel first sends make one). */
async function printUploadOf(tx: Tx, owner: FileOwner, purchase: DigitalPurchase, file: PrintFile, now: Date): Promise<string> {
  await lockOwnerUploads(tx, owner);
  const [existing] = await tx
    .select({ id: digitalAssetUploads.id, blobKey: digitalAssetUploads.blobKey })
    .from(digitalAssetUploads)
    .where(and(uploadOwnedBy(owner), eq(digitalAssetUploads.orderLineId, purchase.orderLineId)))
    .limit(1);
  if (existing && existing.blobKey !== file.key) {
    // the art renders to other bytes than at the last send (a new renderer): the row follows the file
    await tx
      .update(digitalAssetUploads)
      .set({ blobKey: file.key, sha256: file.sha256, byteSize: file.byteSize, width: file.width, height: file.height })
      .where(eq(digitalAssetUploads.id, existing.id));
  }
  if (existing) return existing.id;
  const row = await insertUploadRow(tx, owner, { ...file, kind: 'raster', displayName: `${purchase.title} (licensed).png` }, purchase.productSlug, now, purchase.orderLineId);
  return row.id;
}
