import { checkShipAddress as checkAddressRule, INVALID_ADDRESS_MESSAGE, type ShipAddress } from '@storefront/contracts';
import { badRequest, HttpError, summarizeValidation } from '@storefront/server-kit';

/**
 * POST /api/addresses/validate's answer for the shared address rule (contracts' checkShipAddress):
 * the normalised address, or a 400 for a body that is not an address object, a 422
 * `invalid_address` with field errors for an address whose values are wrong.
 */
export function checkShipAddress(input: unknown): { ok: true; address: ShipAddress } | { ok: false; error: HttpError } {
  const checked = checkAddressRule(input);
  if (checked.ok) return checked;
  const { message, fieldErrors } = summarizeValidation(checked.issues, 'body');
  return { ok: false, error: checked.problem === 'malformed' ? badRequest(message, fieldErrors) : new HttpError(422, 'invalid_address', INVALID_ADDRESS_MESSAGE, fieldErrors) };
}
