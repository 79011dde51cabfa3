import { LICENCE_TERMS } from '@storefront/contracts';
import type { DigitalPurchase } from '@storefront/db';
import { STORES } from '@storefront/store-config';

/** The buyer as the certificate names them (the signed-in account's name and email). */
export interface Licensee {
  id: string;
  name: string;
  email: string;
}

/** What a certificate says, line by line: the PDF lays it out, its ETag is a hash of it, tests read it back. */
export interface CertificateText {
  heading: string;
  fields: [string, string][];
  terms: string[];
  footer: string;
  /** the document's creation date: the purchase's, so the same text always makes the same bytes */
  issuedAt: string;
}

/** A certificate's number: the order's and the line's own random tail, so it is stable and unique per bought line. */
export function certificateNumber(p: Pick<DigitalPurchase, 'orderNumber' | 'orderLineId'>): string {
  return `DAL-${p.orderNumber}-${p.orderLineId.replace(/-/g, '').slice(-12).toUpperCase()}`;
}

export function certificateText(p: DigitalPurchase, buyer: Licensee, cap: number | null): CertificateText {
  const locale = STORES[p.store].locale;
  const number = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: STORES[p.store].timeZone }).format(p.placedAt);
  const terms = LICENCE_TERMS[p.licence];
  const licences = p.quantity === 1 ? terms.label : `${terms.label} × ${p.quantity}`;
  const units =
    cap === null
      ? 'Unlimited'
      : p.quantity === 1
        ? number.format(cap)
        : `${number.format(cap)} (${number.format(cap / p.quantity)} per licence × ${p.quantity} licences)`;
  return {
    heading: 'Licence certificate',
    fields: [
      ['Certificate number', certificateNumber(p)],
      ['Licensee', `${buyer.name} <${buyer.email}>`],
      ['Asset', p.title],
      ['Catalog number', p.catalogNumber],
      ['Author', p.author],
      ['Licence', licences],
      ['Printed units allowed', units],
      ['Print-on-demand as is', terms.podAsIs === 'always' || p.podAsIs ? 'Allowed' : 'Not allowed'],
      ['Order', p.orderNumber],
      ['Purchased', day],
    ],
    terms: [...terms.terms],
    footer: 'This certificate is issued to the licensee named above and is not transferable. Keep it with your records.',
    issuedAt: p.placedAt.toISOString(),
  };
}
