import type { FastifyInstance, FastifyReply } from 'fastify';
import { crafterQuoteResponse, crafterQuotesQuery, crafterQuotesResponse, proposeQuoteResponse, quoteBody, quoteDesignsResponse, quoteGoodsOrderBody, quoteParams, refreshQuoteResponse } from '@storefront/contracts';
import { problemToHttpError, valueOrThrow, withZod } from '@storefront/server-kit';
import { attachPlacedGoodsOrders, recordGoodsOrder } from '../../domain/orders/goods-orders';
import { quoteDesigns } from '../../domain/orders/quote-designs';
import { refreshQuotePayments } from '../../domain/payments/refresh-payments';
import { quoteDocument } from '../../domain/pdf/quote-document';
import { findQuoteRow } from '../../domain/quotes/quote-rows';
import { completeQuote, proposeQuote, withdrawQuote } from '../../domain/quotes/quote-moves';
import { createQuote, deleteQuote, listQuotes, QUOTE_NOT_FOUND, readQuote, updateQuote } from '../../domain/quotes/quote-store';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

/**
 * The crafter's quotes (owner-scoped: anyone else's is a 404):
 * GET/POST /api/crafter/quotes, GET/PUT/DELETE /api/crafter/quotes/{id} (changes: drafts only),
 * POST …/{id}/propose (mails the customer their link), …/withdraw (back to draft, the link dies),
 * …/complete (a paid invoice's job done), …/goods_order (the cart "Order the goods" filled: its
 * order, once placed, is attached to the quote), …/refresh (the invoice refresh check: pending payments
 * settled from the provider), GET …/{id}/pdf (the quote, or the invoice once accepted), GET
 * …/{id}/designs (its design lines' frozen documents, for "Order the goods").
 */
export function quoteRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const crafter = crafterGuard(ctx);
  const guarded = { preValidation: crafter.preValidation };
  const byId = { ...guarded, schema: { params: quoteParams, response: { 200: crafterQuoteResponse } } };

  r.get('/api/crafter/quotes', { ...guarded, schema: { querystring: crafterQuotesQuery, response: { 200: crafterQuotesResponse } } }, async (req) =>
    listQuotes(ctx.db, crafter.of(req), req.query, ctx.now()),
  );

  r.post('/api/crafter/quotes', { ...guarded, schema: { body: quoteBody, response: { 201: crafterQuoteResponse } } }, async (req, reply) => {
    const quote = valueOrThrow(await createQuote(ctx.db, crafter.of(req), req.body, ctx.now(), ctx.imageBaseUrl));
    return reply.code(201).send({ quote });
  });

  r.get('/api/crafter/quotes/:id', byId, async (req) => {
    await attachPlacedGoodsOrders(ctx.db, crafter.of(req), ctx.now());
    const quote = await readQuote(ctx.db, crafter.of(req), req.params.id, ctx.now());
    if (!quote) throw problemToHttpError(QUOTE_NOT_FOUND);
    return { quote };
  });

  r.put('/api/crafter/quotes/:id', { ...guarded, schema: { params: quoteParams, body: quoteBody, response: { 200: crafterQuoteResponse } } }, async (req) => ({
    quote: valueOrThrow(await updateQuote(ctx.db, crafter.of(req), req.params.id, req.body, ctx.now(), ctx.imageBaseUrl)),
  }));

  r.delete('/api/crafter/quotes/:id', { ...guarded, schema: { params: quoteParams } }, async (req, reply) => {
    valueOrThrow(await deleteQuote(ctx.db, crafter.of(req), req.params.id));
    return reply.code(204).send();
  });

  r.post('/api/crafter/quotes/:id/propose', { ...guarded, schema: { params: quoteParams, response: { 200: proposeQuoteResponse } } }, async (req) => {
    const { quote, emailedTo } = valueOrThrow(await proposeQuote(ctx, crafter.of(req), req.params.id, ctx.now()));
    return { quote, emailed_to: emailedTo };
  });

  r.post('/api/crafter/quotes/:id/withdraw', byId, async (req) => ({ quote: valueOrThrow(await withdrawQuote(ctx.db, crafter.of(req), req.params.id, ctx.now())) }));

  r.post('/api/crafter/quotes/:id/complete', byId, async (req) => ({ quote: valueOrThrow(await completeQuote(ctx.db, crafter.of(req), req.params.id, ctx.now())) }));

  r.post('/api/crafter/quotes/:id/goods_order', { ...guarded, schema: { params: quoteParams, body: quoteGoodsOrderBody, response: { 200: crafterQuoteResponse } } }, async (req) => ({
    quote: valueOrThrow(await recordGoodsOrder(ctx.db, crafter.of(req), req.params.id, req.body.order_number, ctx.now())),
  }));

  r.get('/api/crafter/quotes/:id/designs', { ...guarded, schema: { params: quoteParams, response: { 200: quoteDesignsResponse } } }, async (req) => {
    const designs = await quoteDesigns(ctx.db, crafter.of(req).userId, req.params.id);
    if (!designs) throw problemToHttpError(QUOTE_NOT_FOUND);
    return { designs };
  });

  r.post('/api/crafter/quotes/:id/refresh', { ...guarded, schema: { params: quoteParams, response: { 200: refreshQuoteResponse } } }, async (req) => {
    const answer = await refreshQuotePayments(ctx, crafter.of(req), req.params.id);
    if (!answer) throw problemToHttpError(QUOTE_NOT_FOUND);
    return answer;
  });

  r.get('/api/crafter/quotes/:id/pdf', { ...guarded, schema: { params: quoteParams } }, async (req, reply) => {
    const row = await findQuoteRow(ctx.db, crafter.of(req).userId, req.params.id);
    const document = row ? await quoteDocument({ db: ctx.db, blobStore: ctx.blobStore, now: ctx.now() }, row) : null;
    if (!document) throw problemToHttpError(QUOTE_NOT_FOUND);
    return sendPdf(reply, document);
  });
}

/** A PDF download, named for what it is (quote-Q-0007.pdf, invoice-Q-0007.pdf). */
export function sendPdf(reply: FastifyReply, document: { bytes: Uint8Array; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .send(Buffer.from(document.bytes.buffer, document.bytes.byteOffset, document.bytes.byteLength));
}
