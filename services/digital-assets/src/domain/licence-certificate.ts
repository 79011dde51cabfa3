import { digitalPurchasesOf, type Database } from '@storefront/db';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';
import type { Certificates } from './certificate-cache';
import { certificateNumber, certificateText, type Licensee } from './certificate-text';
import { capOf, usageOf } from './purchases';

export interface LicenceCertificate {
  filename: string;
  /** strong: the same ETag always names the same bytes */
  etag: string;
  /** the PDF (cached; rendered only when asked, so a 304 costs no render) */
  pdf(): Promise<Uint8Array>;
}

/**
 * The buyer's licence certificate for one bought line; another user's line (or a line that is no
 * longer a licence: refunded, canceled) is not found.
 */
export async function licenceCertificate(db: Database, certificates: Certificates, buyer: Licensee, orderLineId: string): Promise<Outcome<LicenceCertificate>> {
  const [purchase] = await digitalPurchasesOf(db, buyer.id, { orderLineId });
  if (!purchase) return failed({ kind: 'not_found', code: 'licence_not_found', message: 'There is no licence of yours with that id.' });
  const usage = (await usageOf(db, [orderLineId])).get(orderLineId);
  const text = certificateText(purchase, buyer, capOf(purchase, usage));
  return succeeded({
    filename: `licence-${certificateNumber(purchase).toLowerCase()}.pdf`,
    etag: certificates.etagOf(text),
    pdf: () => certificates.pdf(text),
  });
}
