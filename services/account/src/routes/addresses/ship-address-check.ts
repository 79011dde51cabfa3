import { shipAddressBody, type ShipAddress } from '@storefront/contracts';
import { badRequest, HttpError, summarizeValidation } from '@storefront/server-kit';

export const INVALID_ADDRESS_MESSAGE = 'Please correct the address.';

/**
 * A shipping address checked the way POST /api/addresses/validate and the checkout check it:
 * the normalised address, or the error to answer. A request that is not an address object at
 * all (not an object, unknown keys) is a 400 like any malformed body; a well-formed address
 * with wrong values (missing city, unknown state, bad ZIP or postal code) is a 422
 * `invalid_address` with field errors the form can show. `field` prefixes the field names
 * (the checkout's "ship_address").
 */
export function checkShipAddress(input: unknown, field?: string): { ok: true; address: ShipAddress } | { ok: false; error: HttpError } {
  const where = field ? `${field} ` : '';
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: badRequest(`Invalid body: ${where}must be an address object`, { [field ?? '_']: ['must be an address object'] }) };
  }
  const parsed = shipAddressBody.safeParse(input);
  if (parsed.success) return { ok: true, address: parsed.data };
  const issues = parsed.error.issues.map((i) => {
    const { path, code, message, ...params } = i;
    // an empty required line reads "is required" (the contract's words), not "must be at least 1 characters"
    const keyword = code === 'too_small' && (params as { minimum?: unknown }).minimum === 1 ? 'required' : code;
    return { keyword, instancePath: `/${[...(field ? [field] : []), ...path].join('/')}`, message, params: params as Record<string, unknown> };
  });
  const unknownKeys = issues.filter((i) => i.keyword === 'unrecognized_keys');
  if (unknownKeys.length > 0) {
    const { message, fieldErrors } = summarizeValidation(unknownKeys, 'body');
    return { ok: false, error: badRequest(message, field ? prefixKeys(fieldErrors, field) : fieldErrors) };
  }
  const { fieldErrors } = summarizeValidation(issues, 'body');
  return { ok: false, error: new HttpError(422, 'invalid_address', INVALID_ADDRESS_MESSAGE, fieldErrors) };
}

// summarizeValidation names unknown keys without their parent object
function prefixKeys(fieldErrors: Record<string, string[]>, field: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [`${field}.${k}`, v]));
}
