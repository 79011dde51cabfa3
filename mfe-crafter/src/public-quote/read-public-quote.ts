// The customer's quote checked by hand: this page is a customer's landing page, rendered on the
// server, and ships no schema library (like the digital assets' and the listing's first screens).
// The crafter service's route tests hold its answers to contracts' publicQuoteResponse.
import { QUOTE_STATES, type PublicQuote, type QuoteState } from '@storefront/contracts';
import { isInt, isListOf, isRecord, isText } from '@storefront/http';

type Line = PublicQuote['lines'][number];
type Totals = PublicQuote['totals'];

const isNullableText = (v: unknown): v is string | null => v === null || isText(v);
const isState = (v: unknown): v is QuoteState => isText(v) && (QUOTE_STATES as readonly string[]).includes(v);
const isTaxLine = (v: unknown): v is Totals['tax_lines'][number] => isRecord(v) && isText(v.name) && isInt(v.rate_ppm) && isInt(v.amount);
const isPart = (v: unknown): v is Totals['deposit'] => isRecord(v) && isInt(v.amount) && isListOf(v.tax_lines, isTaxLine) && isInt(v.tax) && isInt(v.net);
const isSize = (v: unknown): v is Line['sizes'][number] => isRecord(v) && isText(v.sku) && isText(v.size) && isInt(v.quantity);

const isLine = (v: unknown): v is Line =>
  isRecord(v) &&
  isText(v.id) &&
  (v.kind === 'catalog' || v.kind === 'free' || v.kind === 'design') &&
  isText(v.title) &&
  isNullableText(v.description) &&
  isNullableText(v.product_slug) &&
  isNullableText(v.color_name) &&
  isListOf(v.sizes, isSize) &&
  isInt(v.quantity) &&
  isInt(v.unit_price) &&
  isInt(v.line_total) &&
  isNullableText(v.image_url);

const isTotals = (v: unknown): v is Totals =>
  isRecord(v) && isInt(v.subtotal) && isInt(v.shipping) && isListOf(v.tax_lines, isTaxLine) && isInt(v.tax) && isInt(v.total) && isPart(v.deposit) && isPart(v.balance);

const isPayment = (v: unknown): v is PublicQuote['payments'][number] =>
  isRecord(v) &&
  (v.part === 'deposit' || v.part === 'balance') &&
  isInt(v.amount) &&
  isInt(v.tax) &&
  (v.card === null || (isRecord(v.card) && isText(v.card.brand) && isText(v.card.last4))) &&
  isText(v.paid_at);

const isAuthentication = (v: unknown): v is PublicQuote['authentication'] =>
  v === null || (isRecord(v) && isText(v.payment_id) && (v.part === 'deposit' || v.part === 'balance') && isInt(v.amount) && isText(v.message));

const isQuote = (v: unknown): v is PublicQuote =>
  isRecord(v) &&
  isText(v.number) &&
  isText(v.title) &&
  isState(v.state) &&
  (v.currency === 'USD' || v.currency === 'CAD') &&
  (v.store === 'us' || v.store === 'ca') &&
  isRecord(v.business) &&
  isText(v.business.name) &&
  isText(v.business.email) &&
  isText(v.customer_name) &&
  isListOf(v.lines, isLine) &&
  (v.delivery_method === 'ship' || v.delivery_method === 'pickup' || v.delivery_method === 'local_delivery') &&
  isTotals(v.totals) &&
  isNullableText(v.message) &&
  isText(v.issued_on) &&
  isText(v.valid_until) &&
  isText(v.due_on) &&
  (v.invoice_status === null || v.invoice_status === 'unpaid' || v.invoice_status === 'partly_paid' || v.invoice_status === 'paid' || v.invoice_status === 'overdue') &&
  isInt(v.paid) &&
  isInt(v.balance_due) &&
  isListOf(v.payments, isPayment) &&
  typeof v.can_accept === 'boolean' &&
  typeof v.can_pay_balance === 'boolean' &&
  isAuthentication(v.authentication);

/** The quote of a `{ quote }` answer (fetched, or inlined by the gateway), or null when it is not one. */
export function readPublicQuote(body: unknown): PublicQuote | null {
  return isRecord(body) && isQuote(body.quote) ? body.quote : null;
}
