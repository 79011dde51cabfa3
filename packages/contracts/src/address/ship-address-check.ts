import { shipAddressBody, type ShipAddress } from '../account/address';

/** The message of a 422 `invalid_address`, at POST /api/addresses/validate and at checkout. */
export const INVALID_ADDRESS_MESSAGE = 'Please correct the address.';

/** One problem, in the shape server-kit's `summarizeValidation` words into field errors. */
export interface AddressIssue {
  keyword: string;
  /** "/ship_address/postal_code" */
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * `malformed`: not an address object at all (not an object, unknown keys) — a 400 like any
 * malformed body. `invalid`: a well-formed address with wrong values (missing city, unknown
 * state, bad ZIP or postal code) — a 422 `invalid_address` whose field errors the form shows.
 */
export type ShipAddressCheck = { ok: true; address: ShipAddress } | { ok: false; problem: 'malformed' | 'invalid'; issues: AddressIssue[] };

/**
 * The shipping-address rule the account service (POST /api/addresses/validate) and the cart's
 * checkout share: the normalised address, or what is wrong with it. `field` prefixes the field
 * names (the checkout's "ship_address"). Pure data: each service turns a refusal into its answer.
 */
export function checkShipAddress(input: unknown, field?: string): ShipAddressCheck {
  const at = (path: readonly PropertyKey[]) => `/${[...(field ? [field] : []), ...path.map(String)].join('/')}`;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problem: 'malformed', issues: [{ keyword: 'invalid_type', instancePath: at([]), message: 'must be an address object' }] };
  }
  const parsed = shipAddressBody.safeParse(input);
  if (parsed.success) return { ok: true, address: parsed.data };
  const issues: AddressIssue[] = parsed.error.issues.map((i) => {
    const { path, code, message, ...params } = i;
    // an empty required line reads "is required" (the contract's words), not "must be at least 1 characters"
    const keyword = code === 'too_small' && (params as { minimum?: unknown }).minimum === 1 ? 'required' : code;
    const keys = (params as { keys?: unknown }).keys;
    // unknown keys are named with their parent object, as the form's other fields are
    const named = Array.isArray(keys) && field ? { ...params, keys: keys.map((k) => `${field}.${String(k)}`) } : params;
    return { keyword, instancePath: at(path), message, params: named as Record<string, unknown> };
  });
  const unknownKeys = issues.filter((i) => i.keyword === 'unrecognized_keys');
  if (unknownKeys.length > 0) return { ok: false, problem: 'malformed', issues: unknownKeys };
  return { ok: false, problem: 'invalid', issues };
}
