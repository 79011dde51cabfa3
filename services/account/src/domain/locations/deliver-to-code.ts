import type { z } from 'zod';
import { normalizePostalCode, type AddressCountry, type storeCode } from '@storefront/contracts';
import { failed, succeeded, type Outcome } from '@storefront/server-kit';

export type StoreCode = z.infer<typeof storeCode>;

export const MALFORMED_CODE_MESSAGE = 'zipcode must be a US ZIP code like 10001 or a Canadian postal code like M5H 2N2';

export interface DeliverToCode {
  /** "10001" (a ZIP+4 is cut to its 5 digits: estimates only need the ZIP) or "M5H 2N2" */
  zipcode: string;
  country: AddressCountry;
}

/** The country whose codes a store delivers to. */
export function storeCountry(store: StoreCode): AddressCountry {
  return store === 'ca' ? 'CA' : 'US';
}

/** Reads a US ZIP or a Canadian postal code in any spacing or case; null when it is neither. */
export function parseDeliverToCode(value: string): DeliverToCode | null {
  const zip = normalizePostalCode('US', value);
  if (zip) return { zipcode: zip.slice(0, 5), country: 'US' };
  const postal = normalizePostalCode('CA', value);
  if (postal) return { zipcode: postal, country: 'CA' };
  return null;
}

/** A code the store can deliver to: a malformed one, or the other country's, is a problem naming the field. */
export function checkDeliverToCode(value: string, store: StoreCode): Outcome<DeliverToCode> {
  const code = parseDeliverToCode(value);
  if (!code) return failed({ kind: 'malformed', code: 'invalid_zipcode', message: MALFORMED_CODE_MESSAGE, fieldErrors: { zipcode: [MALFORMED_CODE_MESSAGE] } });
  if (code.country !== storeCountry(store)) {
    const message =
      store === 'ca'
        ? `${code.zipcode} is a US ZIP code; the Canadian store delivers to Canadian postal codes like M5H 2N2`
        : `${code.zipcode} is a Canadian postal code; the US store delivers to US ZIP codes like 10001`;
    return failed({ kind: 'invalid', code: 'wrong_country', message, fieldErrors: { zipcode: [message] } });
  }
  return succeeded(code);
}
