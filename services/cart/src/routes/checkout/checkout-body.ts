import { checkShipAddress, INVALID_ADDRESS_MESSAGE, updateCheckoutBody } from '@storefront/contracts';
import { HttpError, parseOrThrow, summarizeValidation } from '@storefront/server-kit';
import type { z } from 'zod';

/**
 * The PUT body, checked like every body (400 for unknown fields, an unknown shipping speed, a
 * bad email …) except that a shipping address whose *values* are wrong (missing city, unknown
 * state, bad postal code) is a 422 `invalid_address` with field errors, as at
 * POST /api/addresses/validate: the request is well-formed, the address needs correcting. The
 * address rule is the one account uses (contracts' checkShipAddress).
 */
export function parseCheckoutUpdate(body: unknown): z.output<typeof updateCheckoutBody> {
  const parsed = updateCheckoutBody.safeParse(body);
  if (parsed.success) return parsed.data;
  const onlyAddressValues = parsed.error.issues.every((i) => i.path[0] === 'ship_address' && i.path.length > 1);
  if (onlyAddressValues) {
    const checked = checkShipAddress((body as { ship_address?: unknown }).ship_address, 'ship_address');
    if (!checked.ok && checked.problem === 'invalid') {
      throw new HttpError(422, 'invalid_address', INVALID_ADDRESS_MESSAGE, summarizeValidation(checked.issues, 'body').fieldErrors);
    }
  }
  return parseOrThrow(updateCheckoutBody, body, 'body');
}
