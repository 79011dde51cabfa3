import type { DeclineQuoteBody, PublicQuote, QuoteAuthenticationBody, QuotePaymentBody } from '@storefront/contracts';
import { unreadableAnswer, type HttpClient } from '@storefront/http';
import { publicQuoteRequest } from '@storefront/routing';
import { readPublicQuote } from './read-public-quote';

/** The customer's calls: the link's token is the key (no account). */
export interface PublicQuoteApi {
  /** GET /api/crafter/public/quotes/{token} (routing's publicQuoteRequest, the gateway's inlined request) */
  get(token: string): Promise<PublicQuote>;
  /**
   * POST …/accept, …/decline, …/pay_balance. The contracts name no answer for these: the quote
   * as it now stands when the answer is `{ quote }`, else null (the caller reads it again).
   */
  accept(token: string, body: QuotePaymentBody): Promise<PublicQuote | null>;
  decline(token: string, body: DeclineQuoteBody): Promise<PublicQuote | null>;
  payBalance(token: string, body: QuotePaymentBody): Promise<PublicQuote | null>;
  /** POST …/payments/{paymentId}/authenticate: the customer's answer to their bank's check */
  authenticate(token: string, paymentId: string, body: QuoteAuthenticationBody): Promise<PublicQuote | null>;
}

/** The page's path for a token; a token of the wrong shape never reaches the service. */
function pathOf(token: string): string {
  const path = publicQuoteRequest(token);
  if (!path) throw new Error('This quote link is not valid.');
  return path;
}

export function createPublicQuoteApi(http: HttpClient): PublicQuoteApi {
  return {
    async get(token) {
      const path = pathOf(token);
      const quote = readPublicQuote(await http.get<unknown>(path));
      if (!quote) throw unreadableAnswer(path, 'crafter quote page');
      return quote;
    },
    async accept(token, body) {
      return readPublicQuote(await http.post<unknown>(`${pathOf(token)}/accept`, body));
    },
    async decline(token, body) {
      return readPublicQuote(await http.post<unknown>(`${pathOf(token)}/decline`, body));
    },
    async payBalance(token, body) {
      return readPublicQuote(await http.post<unknown>(`${pathOf(token)}/pay_balance`, body));
    },
    async authenticate(token, paymentId, body) {
      return readPublicQuote(await http.post<unknown>(`${pathOf(token)}/payments/${encodeURIComponent(paymentId)}/authenticate`, body));
    },
  };
}
