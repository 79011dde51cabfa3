import { HttpError, notFound } from '@storefront/server-kit';
import type { CartOutcome } from '../domain/cart-outcome';

/** A domain problem as the HTTP error the client sees (§8: the message is shown as is). */
export function valueOrThrow<T>(outcome: CartOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  const p = outcome.problem;
  switch (p.kind) {
    case 'not_found':
      throw notFound(p.message);
    case 'out_of_stock':
    case 'insufficient_stock':
      throw new HttpError(409, p.kind, p.message);
    case 'quantity_limit':
    case 'not_priced':
      throw new HttpError(422, p.kind, p.message);
    case 'sign_in_required':
      throw new HttpError(401, p.kind, p.message);
    case 'invalid':
      throw new HttpError(422, p.code, p.message, p.fieldErrors);
    case 'conflict':
      throw new HttpError(409, p.code, p.message);
    case 'payment_failed':
      throw new HttpError(402, p.code, p.message);
    case 'pending':
      throw new HttpError(503, p.code, p.message);
  }
}
