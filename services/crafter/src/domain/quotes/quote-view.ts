import type { CrafterQuote, CrafterQuoteSummary, PublicQuote, QuoteLine } from '@storefront/contracts';
import type { CrafterBusiness } from '@storefront/db';
import type { QuoteLineRow, QuoteRecord } from './quote-rows';
import { effectiveState, invoiceStatus, paidAndDue, quoteNumber } from './quote-status';

/** Where a line's own image is served: the portal's owner-only route, or the customer's through the link's token. */
export type LineImageUrl = (line: QuoteLineRow) => string;

export const portalImageUrl: LineImageUrl = (line) => `/api/crafter/quotes/images/${line.imageId}`;

function lineView(line: QuoteLineRow, imageUrl: LineImageUrl): QuoteLine {
  return {
    id: line.id,
    kind: line.kind as QuoteLine['kind'],
    project_id: line.projectId,
    title: line.title,
    description: line.description,
    product_slug: line.productSlug,
    color_name: line.colorName,
    sizes: line.sizes,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    unit_cost: line.unitCost,
    line_total: line.quantity * line.unitPrice,
    image_url: line.imageId ? imageUrl(line) : line.productImageUrl,
    image_id: line.imageId,
  };
}

function paymentsView({ payments }: QuoteRecord) {
  return payments.map((p) => ({ id: p.id, part: p.part as 'deposit' | 'balance', amount: p.amount, tax: p.tax, card: p.card ?? null, paid_at: (p.paidAt ?? p.createdAt).toISOString() }));
}

/** The portal's whole quote. `shareUrl` only in the answer to a proposal: the token itself is never stored. */
export function crafterQuoteView(record: QuoteRecord, today: string, shareUrl: string | null = null): CrafterQuote {
  const { quote } = record;
  const { paid, due } = paidAndDue(quote, record.payments);
  return {
    id: quote.id,
    number: quoteNumber(quote.number),
    title: quote.title,
    state: effectiveState(quote, today),
    store: quote.store as 'us' | 'ca',
    currency: quote.currency as 'USD' | 'CAD',
    customer: quote.customerName ? { id: quote.customerId, name: quote.customerName, email: quote.customerEmail ?? '' } : null,
    lines: record.lines.map((l) => lineView(l, portalImageUrl)),
    delivery_method: quote.deliveryMethod as CrafterQuote['delivery_method'],
    ship_to: quote.shipTo ?? null,
    tax_region: quote.taxRegion,
    deposit_rule: quote.deposit,
    totals: quote.totals,
    message: quote.message,
    issued_on: quote.issuedOn,
    valid_until: quote.validUntil,
    due_on: quote.dueOn,
    share_url: shareUrl,
    invoice_status: invoiceStatus(quote, record.payments, today),
    paid,
    balance_due: quote.state === 'draft' || quote.state === 'proposed' ? quote.totals.total : due,
    payments: paymentsView(record),
    proposed_at: quote.proposedAt?.toISOString() ?? null,
    accepted_at: quote.acceptedAt?.toISOString() ?? null,
    declined_at: quote.declinedAt?.toISOString() ?? null,
    decline_reason: quote.declineReason,
    completed_at: quote.completedAt?.toISOString() ?? null,
    order: record.order ? { number: record.order.number, placed_at: record.order.placedAt.toISOString() } : null,
    goods_order_number: record.order ? null : record.quote.goodsOrderNumber,
    created_at: quote.createdAt.toISOString(),
    updated_at: quote.updatedAt.toISOString(),
  };
}

export function quoteSummaryView(record: QuoteRecord, today: string): CrafterQuoteSummary {
  const q = crafterQuoteView(record, today);
  return {
    id: q.id,
    number: q.number,
    title: q.title,
    state: q.state,
    currency: q.currency,
    customer: q.customer,
    issued_on: q.issued_on,
    valid_until: q.valid_until,
    due_on: q.due_on,
    invoice_status: q.invoice_status,
    paid: q.paid,
    balance_due: q.balance_due,
    updated_at: q.updated_at,
    total: q.totals.total,
    margin: q.totals.margin,
  };
}

/** What the customer's link shows: no costs, no margins, nothing of the crafter's other work. */
export function publicQuoteView(record: QuoteRecord, business: CrafterBusiness, today: string, token: string, authentication: PublicQuote['authentication'] = null): PublicQuote {
  const q = crafterQuoteView(record, today);
  const imageUrl: LineImageUrl = (line) => `/api/crafter/public/quotes/${token}/images/${line.id}`;
  const depositPaid = record.payments.some((p) => p.part === 'deposit') || q.totals.deposit.amount === 0;
  const { cost: _cost, margin: _margin, ...totals } = q.totals;
  return {
    number: q.number,
    title: q.title,
    state: q.state,
    currency: q.currency,
    store: q.store,
    business: { name: business.businessName, email: business.email },
    customer_name: q.customer?.name ?? '',
    lines: record.lines.map((l) => {
      const { unit_cost: _c, image_id: _i, project_id: _p, ...line } = lineView(l, imageUrl);
      return line;
    }),
    delivery_method: q.delivery_method,
    totals,
    message: q.message,
    issued_on: q.issued_on,
    valid_until: q.valid_until,
    due_on: q.due_on,
    invoice_status: q.invoice_status,
    paid: q.paid,
    balance_due: q.balance_due,
    payments: q.payments.map(({ id: _id, ...p }) => p),
    can_accept: q.state === 'proposed',
    can_pay_balance: (q.state === 'invoiced' || q.state === 'accepted') && depositPaid && q.balance_due > 0,
    authentication,
  };
}
